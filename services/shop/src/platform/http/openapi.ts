import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** The API's own description, browsable at /api/docs and as JSON at /api/docs-json. */
export function setUpApiDocs(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Kilau shop API')
      .setDescription(
        'The shop service behind the storefront and the staff console. Errors answer ' +
          "{statusCode, error (a machine-readable code), message (the product's wording), detail?, <field>: [messages]?}.",
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
