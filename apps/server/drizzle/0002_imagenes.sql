CREATE TABLE "galeria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"imagen_id" uuid NOT NULL,
	"alt" text NOT NULL,
	"orden" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imagen_variantes" (
	"imagen_id" uuid NOT NULL,
	"ancho" integer NOT NULL,
	"formato" text NOT NULL,
	"datos" "bytea" NOT NULL,
	CONSTRAINT "imagen_variantes_imagen_id_ancho_formato_pk" PRIMARY KEY("imagen_id","ancho","formato")
);
--> statement-breakpoint
CREATE TABLE "imagenes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ancho" integer NOT NULL,
	"alto" integer NOT NULL,
	"datos" "bytea" NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "imagen_id" uuid;--> statement-breakpoint
ALTER TABLE "galeria" ADD CONSTRAINT "galeria_imagen_id_imagenes_id_fk" FOREIGN KEY ("imagen_id") REFERENCES "public"."imagenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imagen_variantes" ADD CONSTRAINT "imagen_variantes_imagen_id_imagenes_id_fk" FOREIGN KEY ("imagen_id") REFERENCES "public"."imagenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_imagen_id_imagenes_id_fk" FOREIGN KEY ("imagen_id") REFERENCES "public"."imagenes"("id") ON DELETE set null ON UPDATE no action;