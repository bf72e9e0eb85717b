import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Authenticated } from '../../shared/authorization.js';
import { PageListSize } from '../../shared/demand-control.js';
import { Cacheable, Invalidates } from '../../shared/response-cache.js';
import { AUDIT_TAG } from '../audit/audit.events.js';
import type { ComplianceContext } from '../context.js';
import { DocumentCategory, DocumentTemplate } from './document-template.entity.js';
import { DOCUMENT_TEMPLATES_TAG } from './document-template.events.js';
import { DocumentTemplateService } from './document-template.service.js';
import {
  CreateDocumentTemplateInput,
  DocumentTemplatePage,
  DocumentTemplateSort,
  GeneratedDocument,
  UpdateDocumentTemplateInput,
} from './document-template.types.js';

const service = (context: ComplianceContext) => new DocumentTemplateService(context);

@Resolver(() => DocumentTemplate)
export class DocumentTemplateResolver {
  @Authorized()
  @Authenticated()
  @Cacheable([DOCUMENT_TEMPLATES_TAG], 'TENANT')
  @Query(() => DocumentTemplatePage, {
    description: "Global document templates and the caller's tenant's own, without their bodies",
  })
  @PageListSize(20)
  documentTemplates(
    @Arg('tenantId', () => ID, { nullable: true, description: "The caller's tenant (any other is refused)" })
    tenantId: string | null | undefined,
    @Arg('category', () => DocumentCategory, { nullable: true }) category: DocumentCategory | null | undefined,
    @Arg('sort', () => [DocumentTemplateSort], { nullable: true }) sort: DocumentTemplateSort[] | null | undefined,
    @Arg('page', () => Int, { nullable: true }) page: number | null | undefined,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() context: ComplianceContext,
  ): Promise<DocumentTemplatePage> {
    return service(context).list({ tenantId, category }, sort, page, limit);
  }

  @Authorized()
  @Authenticated()
  @Cacheable([DOCUMENT_TEMPLATES_TAG], 'TENANT')
  @Query(() => DocumentTemplate, {
    description: "A global document template or one of the caller's tenant, with its body",
  })
  documentTemplate(@Arg('id', () => ID) id: string, @Ctx() context: ComplianceContext): Promise<DocumentTemplate> {
    return service(context).get(id);
  }

  @Authorized()
  @Authenticated()
  @Invalidates([DOCUMENT_TEMPLATES_TAG, AUDIT_TAG])
  @Mutation(() => DocumentTemplate, {
    description: "Creates a document template of the caller's tenant, or a global one (platform admin)",
  })
  createDocumentTemplate(
    @Arg('input', () => CreateDocumentTemplateInput) input: CreateDocumentTemplateInput,
    @Ctx() context: ComplianceContext,
  ): Promise<DocumentTemplate> {
    return service(context).create(input);
  }

  @Authorized()
  @Authenticated()
  @Invalidates([DOCUMENT_TEMPLATES_TAG, AUDIT_TAG])
  @Mutation(() => DocumentTemplate, {
    description: "Changes a template of the caller's tenant, or a global one (platform admin)",
  })
  updateDocumentTemplate(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateDocumentTemplateInput) input: UpdateDocumentTemplateInput,
    @Ctx() context: ComplianceContext,
  ): Promise<DocumentTemplate> {
    return service(context).update(id, input);
  }

  @Authorized()
  @Authenticated()
  @Invalidates([AUDIT_TAG])
  @Mutation(() => GeneratedDocument, {
    description:
      'Renders a template: every {{variable}} replaced by its value, HTML-escaped; VALIDATION_ERROR naming every missing variable',
  })
  generateDocument(
    @Arg('templateId', () => ID) templateId: string,
    // A JSON scalar is never validated (see shared/validation.ts).
    @Arg('values', () => GraphQLJSONObject, {
      description: 'Variable name → string value; variables the template does not use are ignored',
    })
    values: Record<string, unknown>,
    @Ctx() context: ComplianceContext,
  ): Promise<GeneratedDocument> {
    return service(context).generate(templateId, values);
  }
}
