CREATE TABLE "consentimientos_regreso" (
	"email" text PRIMARY KEY NOT NULL,
	"texto" text NOT NULL,
	"otorgado_en" timestamp with time zone NOT NULL,
	"retirado_en" timestamp with time zone,
	"avisado_por_dia" text,
	"avisado_en" timestamp with time zone
);
