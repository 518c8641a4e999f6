CREATE TABLE "fallos_login" (
	"email" text PRIMARY KEY NOT NULL,
	"fallos" integer DEFAULT 0 NOT NULL,
	"espera_hasta" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limites" (
	"clave" text PRIMARY KEY NOT NULL,
	"conteo" integer NOT NULL,
	"expira_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accesos" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "accesos" ADD COLUMN "expira_en" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "limites_expira" ON "limites" USING btree ("expira_en");--> statement-breakpoint
ALTER TABLE "accesos" ADD CONSTRAINT "accesos_token_hash_unique" UNIQUE("token_hash");