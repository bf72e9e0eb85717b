/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AuditLogFields on AuditLog {\n    id\n    tenantId\n    action\n    entityType\n    entityId\n    actorId\n    actorEmail\n    before\n    after\n    createdAt\n  }\n": typeof types.AuditLogFieldsFragmentDoc,
    "\n  fragment ComplianceAuditSliceFields on ComplianceAuditEventSlice {\n    items {\n      id\n      action\n      userId\n      userName\n      timestamp\n      details\n      changes {\n        field\n        oldValue\n        newValue\n      }\n    }\n    total\n    limit\n    offset\n    hasMore\n  }\n": typeof types.ComplianceAuditSliceFieldsFragmentDoc,
    "\n      query ComplianceAuditOfEntity($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {\n        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    ": typeof types.ComplianceAuditOfEntityDocument,
    "\n      query ComplianceAuditOfDocument($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {\n        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    ": typeof types.ComplianceAuditOfDocumentDocument,
    "\n      query ComplianceAuditQuery($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {\n        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    ": typeof types.ComplianceAuditQueryDocument,
    "\n  fragment ComplianceDocumentTemplateMetadataFields on DocumentTemplateMetadata {\n    filingForm\n    filingDeadline\n    signatories\n    postSteps {\n      order\n      icon\n      title\n      description\n      type\n      mandatory\n      stampDenomination\n    }\n  }\n": typeof types.ComplianceDocumentTemplateMetadataFieldsFragmentDoc,
    "\n  fragment ComplianceDocumentTemplateSummaryFields on DocumentTemplateSummary {\n    id\n    tenantId\n    name\n    category\n    legalReference\n    variables\n    metadata {\n      ...ComplianceDocumentTemplateMetadataFields\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.ComplianceDocumentTemplateSummaryFieldsFragmentDoc,
    "\n  fragment ComplianceDocumentTemplateFields on DocumentTemplate {\n    id\n    tenantId\n    name\n    category\n    legalReference\n    variables\n    metadata {\n      ...ComplianceDocumentTemplateMetadataFields\n    }\n    createdAt\n    updatedAt\n    body\n  }\n": typeof types.ComplianceDocumentTemplateFieldsFragmentDoc,
    "\n      query ComplianceListDocumentTemplates(\n        $tenantId: ID\n        $category: DocumentTemplateCategory\n        $sort: [DocumentTemplateSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        documentTemplates(tenantId: $tenantId, category: $category, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceDocumentTemplateSummaryFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.ComplianceListDocumentTemplatesDocument,
    "\n      query ComplianceGetDocumentTemplate($id: ID!) {\n        documentTemplate(id: $id) {\n          ...ComplianceDocumentTemplateFields\n        }\n      }\n    ": typeof types.ComplianceGetDocumentTemplateDocument,
    "\n      mutation ComplianceCreateDocumentTemplate($input: CreateDocumentTemplateInput!) {\n        createDocumentTemplate(input: $input) {\n          ...ComplianceDocumentTemplateFields\n        }\n      }\n    ": typeof types.ComplianceCreateDocumentTemplateDocument,
    "\n      mutation ComplianceUpdateDocumentTemplate($id: ID!, $input: UpdateDocumentTemplateInput!) {\n        updateDocumentTemplate(id: $id, input: $input) {\n          ...ComplianceDocumentTemplateFields\n        }\n      }\n    ": typeof types.ComplianceUpdateDocumentTemplateDocument,
    "\n      mutation ComplianceGenerateDocument($templateId: ID!, $values: JSONObject!) {\n        generateDocument(templateId: $templateId, values: $values) {\n          templateName\n          category\n          legalReference\n          renderedHtml\n        }\n      }\n    ": typeof types.ComplianceGenerateDocumentDocument,
    "\n  fragment ComplianceDocumentFields on ComplianceDocument {\n    id\n    tenantId\n    entityId\n    documentType\n    source\n    filename\n    contentType\n    size\n    sha256\n    description\n    uploadedBy\n    uploadedAt\n    downloadUrl {\n      path\n      expiresAt\n      expiresIn\n    }\n    extraction {\n      id\n      status\n      category\n      confidence\n    }\n  }\n": typeof types.ComplianceDocumentFieldsFragmentDoc,
    "\n  fragment ComplianceExtractionJobFields on ExtractionJob {\n    id\n    documentId\n    entityId\n    documentType\n    status\n    extractor\n    category\n    extractedData\n    fieldConfidence\n    confidence\n    verificationFlags\n    processingTime\n    error\n    attempts\n    createdAt\n    completedAt\n    verifiedAt\n    verifiedBy\n  }\n": typeof types.ComplianceExtractionJobFieldsFragmentDoc,
    "\n      mutation ComplianceUploadDocument(\n        $file: Upload!\n        $entityId: ID!\n        $documentType: DocumentType!\n        $triggerExtraction: Boolean\n      ) {\n        uploadDocument(\n          file: $file\n          entityId: $entityId\n          documentType: $documentType\n          triggerExtraction: $triggerExtraction\n        ) {\n          document {\n            id\n          }\n          extractionJob {\n            id\n            status\n          }\n          message\n        }\n      }\n    ": typeof types.ComplianceUploadDocumentDocument,
    "\n      mutation ComplianceProcessDocument($file: Upload!, $documentType: DocumentType) {\n        processDocument(file: $file, documentType: $documentType) {\n          category\n          extractedFields\n          confidence\n          fieldConfidence\n          verificationFlags\n          processingTime\n          extractor\n        }\n      }\n    ": typeof types.ComplianceProcessDocumentDocument,
    "\n      mutation ComplianceSaveVerifiedData($input: SaveVerifiedDataInput!) {\n        saveVerifiedData(input: $input) {\n          entity {\n            id\n            name\n            profileData\n            version\n          }\n          version\n          changed\n        }\n      }\n    ": typeof types.ComplianceSaveVerifiedDataDocument,
    "\n      query ComplianceVaultDocuments(\n        $filter: ComplianceDocumentFilter\n        $sort: [ComplianceDocumentSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        complianceDocuments(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceDocumentFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.ComplianceVaultDocumentsDocument,
    "\n      mutation ComplianceUploadVaultDocument(\n        $file: Upload!\n        $entityId: ID\n        $documentType: DocumentType\n        $description: String\n      ) {\n        uploadVaultDocument(file: $file, entityId: $entityId, documentType: $documentType, description: $description) {\n          ...ComplianceDocumentFields\n        }\n      }\n    ": typeof types.ComplianceUploadVaultDocumentDocument,
    "\n      query ComplianceVaultDocument($id: ID!) {\n        complianceDocument(id: $id) {\n          ...ComplianceDocumentFields\n        }\n      }\n    ": typeof types.ComplianceVaultDocumentDocument,
    "\n      query ComplianceSignedFile($token: String!) {\n        signedComplianceFile(token: $token) {\n          path\n          expiresAt\n          expiresIn\n        }\n      }\n    ": typeof types.ComplianceSignedFileDocument,
    "\n      query ComplianceDocument($id: ID!) {\n        complianceDocument(id: $id) {\n          ...ComplianceDocumentFields\n        }\n      }\n    ": typeof types.ComplianceDocumentDocument,
    "\n      query ComplianceEntityDocuments($entityId: ID!) {\n        businessEntity(id: $entityId) {\n          documents {\n            ...ComplianceDocumentFields\n          }\n        }\n      }\n    ": typeof types.ComplianceEntityDocumentsDocument,
    "\n      query ComplianceExtractionJob($id: ID!) {\n        extractionJob(id: $id) {\n          ...ComplianceExtractionJobFields\n        }\n      }\n    ": typeof types.ComplianceExtractionJobDocument,
    "\n  fragment ComplianceEntityFields on BusinessEntity {\n    id\n    tenantId\n    name\n    entityType\n    profileData\n    version\n    createdAt\n    updatedAt\n  }\n": typeof types.ComplianceEntityFieldsFragmentDoc,
    "\n      query ComplianceListEntities($tenantId: ID, $sort: [BusinessEntitySort!], $page: Int, $limit: Int) {\n        businessEntities(tenantId: $tenantId, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceEntityFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.ComplianceListEntitiesDocument,
    "\n      mutation ComplianceCreateEntity($input: CreateBusinessEntityInput!) {\n        createBusinessEntity(input: $input) {\n          ...ComplianceEntityFields\n        }\n      }\n    ": typeof types.ComplianceCreateEntityDocument,
    "\n      query ComplianceEntity($id: ID!) {\n        businessEntity(id: $id) {\n          ...ComplianceEntityFields\n        }\n      }\n    ": typeof types.ComplianceEntityDocument,
    "\n      mutation ComplianceUpdateEntityProfile($id: ID!, $version: Int, $profileData: JSONObject!) {\n        updateEntityProfile(id: $id, version: $version, profileData: $profileData) {\n          entity {\n            ...ComplianceEntityFields\n          }\n          version\n          changed\n        }\n      }\n    ": typeof types.ComplianceUpdateEntityProfileDocument,
    "\n      mutation SubmitErpMetric($input: SubmitErpMetricInput!) {\n        submitErpMetric(input: $input) {\n          referenceId\n          queued\n          metricType\n        }\n      }\n    ": typeof types.SubmitErpMetricDocument,
    "\n  fragment McaFormMappingFields on McaFormMapping {\n    id\n    formType\n    formVersion\n    mcaUrl\n    fieldMappings {\n      profilePath\n      selectors\n      required\n      transform {\n        type\n        format\n      }\n    }\n    validationRules\n    metadata {\n      description\n      requiredDocuments\n    }\n    isActive\n    version\n    createdAt\n    updatedAt\n  }\n": typeof types.McaFormMappingFieldsFragmentDoc,
    "\n      query McaFormMappings($tenantId: ID, $active: Boolean, $sort: [McaFormMappingSort!], $page: Int, $limit: Int) {\n        mcaFormMappings(tenantId: $tenantId, active: $active, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...McaFormMappingFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.McaFormMappingsDocument,
    "\n      query McaFormMapping($formType: String!) {\n        mcaFormMapping(formType: $formType) {\n          ...McaFormMappingFields\n        }\n      }\n    ": typeof types.McaFormMappingDocument,
    "\n      mutation CreateMcaFormMapping($input: CreateMcaFormMappingInput!) {\n        createMcaFormMapping(input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    ": typeof types.CreateMcaFormMappingDocument,
    "\n      mutation UpdateMcaFormMapping($formType: String!, $input: UpdateMcaFormMappingInput!) {\n        updateMcaFormMapping(formType: $formType, input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    ": typeof types.UpdateMcaFormMappingDocument,
    "\n      mutation ToggleMcaFormMappingActive($formType: String!) {\n        toggleMcaFormMappingActive(formType: $formType) {\n          ...McaFormMappingFields\n        }\n      }\n    ": typeof types.ToggleMcaFormMappingActiveDocument,
    "\n      mutation PrepareMcaWorkflowRedirect($workflowId: ID!) {\n        prepareMcaWorkflowRedirect(workflowId: $workflowId) {\n          ready\n          formType\n          mcaUrl\n          contextId\n          missingFields\n          requiredDocuments\n          message\n        }\n      }\n    ": typeof types.PrepareMcaWorkflowRedirectDocument,
    "\n      query ComplianceWorkflowHealth {\n        complianceHealth {\n          status\n          database\n          error\n        }\n      }\n    ": typeof types.ComplianceWorkflowHealthDocument,
    "\n      query ComplianceHealth {\n        __typename\n      }\n    ": typeof types.ComplianceHealthDocument,
    "\n      query CompliancePlans {\n        subscriptionPlans {\n          id\n          name\n          monthlyPrice\n          limits {\n            entities\n            users\n            workflows\n          }\n          features\n        }\n        entityTypeOptions {\n          value\n          label\n        }\n      }\n    ": typeof types.CompliancePlansDocument,
    "\n  fragment ComplianceTenantFields on ComplianceTenant {\n    id\n    name\n    entityType\n    contactEmail\n    contactPhone\n    gstin\n    pan\n    registrationNumber\n    subscriptionPlan\n    createdAt\n    updatedAt\n  }\n": typeof types.ComplianceTenantFieldsFragmentDoc,
    "\n      mutation ComplianceSignUpTenant($input: SignUpTenantInput!) {\n        signUpTenant(input: $input) {\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n          user {\n            id\n            email\n          }\n        }\n      }\n    ": typeof types.ComplianceSignUpTenantDocument,
    "\n      mutation ComplianceCreateTenant($input: CreateTenantInput!) {\n        createTenant(input: $input) {\n          ...ComplianceTenantFields\n        }\n      }\n    ": typeof types.ComplianceCreateTenantDocument,
    "\n      query ComplianceListTenants($sort: [ComplianceTenantSort!], $page: Int, $limit: Int) {\n        complianceTenants(sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceTenantFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.ComplianceListTenantsDocument,
    "\n      query ComplianceUserContext($email: String!) {\n        userContext(email: $email) {\n          id\n          name\n          email\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n          entity {\n            id\n            name\n          }\n          role {\n            id\n            name\n            permissions\n          }\n        }\n      }\n    ": typeof types.ComplianceUserContextDocument,
    "\n  fragment ComplianceWorkflowTemplateFields on WorkflowTemplate {\n    id\n    tenantId\n    workflowName\n    legalReference\n    applicabilityRules {\n      entityTypes\n    }\n    timelineLogic {\n      triggerDate\n      deadlineDays\n      reminderDaysBefore\n    }\n    phases {\n      name\n      order\n      tasks {\n        name\n        mandatory\n        advisory\n      }\n    }\n    validationRules\n    advisoryPrompts\n    completionCriteria {\n      allMandatoryTasksCompleted\n      filingConfirmation\n    }\n    isActive\n    createdAt\n    updatedAt\n  }\n": typeof types.ComplianceWorkflowTemplateFieldsFragmentDoc,
    "\n  fragment ComplianceWorkflowInstanceFields on WorkflowInstance {\n    id\n    tenantId\n    templateId\n    entityId\n    status\n    currentData {\n      phases {\n        name\n        order\n        tasks {\n          id\n          name\n          mandatory\n          advisory\n          completed\n          completedAt\n          completedBy\n        }\n      }\n    }\n    completedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.ComplianceWorkflowInstanceFieldsFragmentDoc,
    "\n      query ComplianceListWorkflowTemplates(\n        $tenantId: ID\n        $isActive: Boolean\n        $sort: [WorkflowTemplateSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        workflowTemplates(tenantId: $tenantId, isActive: $isActive, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceWorkflowTemplateFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.ComplianceListWorkflowTemplatesDocument,
    "\n      mutation ComplianceCreateWorkflowTemplate($input: CreateWorkflowTemplateInput!) {\n        createWorkflowTemplate(input: $input) {\n          ...ComplianceWorkflowTemplateFields\n        }\n      }\n    ": typeof types.ComplianceCreateWorkflowTemplateDocument,
    "\n      query ComplianceWorkflowTemplate($id: ID!) {\n        workflowTemplate(id: $id) {\n          ...ComplianceWorkflowTemplateFields\n        }\n      }\n    ": typeof types.ComplianceWorkflowTemplateDocument,
    "\n      mutation ComplianceUpdateWorkflowTemplate($id: ID!, $input: UpdateWorkflowTemplateInput!) {\n        updateWorkflowTemplate(id: $id, input: $input) {\n          ...ComplianceWorkflowTemplateFields\n        }\n      }\n    ": typeof types.ComplianceUpdateWorkflowTemplateDocument,
    "\n      query ComplianceListWorkflowInstances(\n        $tenantId: ID\n        $status: WorkflowStatus\n        $entityId: ID\n        $templateId: ID\n        $sort: [WorkflowInstanceSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        workflowInstances(\n          tenantId: $tenantId\n          status: $status\n          entityId: $entityId\n          templateId: $templateId\n          sort: $sort\n          page: $page\n          limit: $limit\n        ) {\n          items {\n            ...ComplianceWorkflowInstanceFields\n            template {\n              id\n              workflowName\n              legalReference\n            }\n            entity {\n              id\n              name\n            }\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.ComplianceListWorkflowInstancesDocument,
    "\n      mutation ComplianceCreateWorkflowInstance($input: CreateWorkflowInstanceInput!) {\n        createWorkflowInstance(input: $input) {\n          ...ComplianceWorkflowInstanceFields\n        }\n      }\n    ": typeof types.ComplianceCreateWorkflowInstanceDocument,
    "\n      query ComplianceWorkflowInstance($id: ID!) {\n        workflowInstance(id: $id) {\n          ...ComplianceWorkflowInstanceFields\n          template {\n            ...ComplianceWorkflowTemplateFields\n          }\n          entity {\n            id\n            name\n            entityType\n            profileData\n            version\n          }\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n        }\n      }\n    ": typeof types.ComplianceWorkflowInstanceDocument,
    "\n      mutation ComplianceUpdateWorkflowTask($instanceId: ID!, $input: UpdateWorkflowTaskInput!) {\n        updateWorkflowTask(instanceId: $instanceId, input: $input) {\n          ...ComplianceWorkflowInstanceFields\n        }\n      }\n    ": typeof types.ComplianceUpdateWorkflowTaskDocument,
    "\n      mutation ComplianceGenerateWorkflowCertificate($instanceId: ID!) {\n        generateWorkflowCertificate(instanceId: $instanceId) {\n          path\n        }\n      }\n    ": typeof types.ComplianceGenerateWorkflowCertificateDocument,
    "\n  fragment FactoryArticleFields on FactoryArticle {\n    id\n    tenantId\n    articleNo\n    name\n    attributes\n    stepRates {\n      step\n      rate\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.FactoryArticleFieldsFragmentDoc,
    "\n      query FactoryListArticles($search: String, $page: Int, $limit: Int) {\n        factoryArticles(search: $search, page: $page, limit: $limit) {\n          items {\n            ...FactoryArticleFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.FactoryListArticlesDocument,
    "\n      query FactoryArticleOptions {\n        factoryArticleOptions {\n          id\n          articleNo\n          name\n        }\n      }\n    ": typeof types.FactoryArticleOptionsDocument,
    "\n      mutation FactoryCreateArticle($input: CreateFactoryArticleInput!) {\n        createFactoryArticle(input: $input) {\n          ...FactoryArticleFields\n        }\n      }\n    ": typeof types.FactoryCreateArticleDocument,
    "\n      query FactoryArticle($id: ID!) {\n        factoryArticle(id: $id) {\n          ...FactoryArticleFields\n        }\n      }\n    ": typeof types.FactoryArticleDocument,
    "\n      mutation FactoryUpdateArticle($id: ID!, $input: UpdateFactoryArticleInput!) {\n        updateFactoryArticle(id: $id, input: $input) {\n          ...FactoryArticleFields\n        }\n      }\n    ": typeof types.FactoryUpdateArticleDocument,
    "\n      mutation FactoryDeleteArticle($id: ID!) {\n        deleteFactoryArticle(id: $id) {\n          id\n        }\n      }\n    ": typeof types.FactoryDeleteArticleDocument,
    "\n      query FactoryAuditLogs($filter: AuditLogFilter, $page: Int, $limit: Int) {\n        factoryAuditLogs(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...AuditLogFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.FactoryAuditLogsDocument,
    "\n      mutation FactoryRecordAuditLog($input: AuditLogInput!) {\n        recordFactoryAuditLog(input: $input) {\n          ...AuditLogFields\n        }\n      }\n    ": typeof types.FactoryRecordAuditLogDocument,
    "\n  fragment FactorySessionFields on FactorySession {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n": typeof types.FactorySessionFieldsFragmentDoc,
    "\n      mutation FactoryLogin($email: String!, $password: String!, $panel: FactoryLoginPanel) {\n        factoryLogin(email: $email, password: $password, panel: $panel) {\n          ...FactorySessionFields\n        }\n      }\n    ": typeof types.FactoryLoginDocument,
    "\n      mutation FactoryRefresh {\n        factoryRefresh {\n          ...FactorySessionFields\n        }\n      }\n    ": typeof types.FactoryRefreshDocument,
    "\n      mutation FactoryLogout {\n        factoryLogout\n      }\n    ": typeof types.FactoryLogoutDocument,
    "\n      mutation FactorySignup(\n        $tenantId: ID\n        $name: String!\n        $email: String!\n        $password: String!\n        $passwordConfirm: String!\n        $role: FactoryRole\n      ) {\n        factorySignup(\n          tenantId: $tenantId\n          name: $name\n          email: $email\n          password: $password\n          passwordConfirm: $passwordConfirm\n          role: $role\n        ) {\n          id\n          name\n          email\n          role\n        }\n      }\n    ": typeof types.FactorySignupDocument,
    "\n      mutation FactoryForgotPassword($email: String!) {\n        factoryForgotPassword(email: $email)\n      }\n    ": typeof types.FactoryForgotPasswordDocument,
    "\n      mutation FactoryResetPassword($token: String!, $password: String!, $passwordConfirm: String!) {\n        factoryResetPassword(token: $token, password: $password, passwordConfirm: $passwordConfirm) {\n          ...FactorySessionFields\n        }\n      }\n    ": typeof types.FactoryResetPasswordDocument,
    "\n  fragment FactoryCorsOriginFields on FactoryCorsOrigin {\n    id\n    origin\n    createdAt\n  }\n": typeof types.FactoryCorsOriginFieldsFragmentDoc,
    "\n      query FactoryCorsOrigins {\n        factoryCorsOrigins {\n          ...FactoryCorsOriginFields\n        }\n      }\n    ": typeof types.FactoryCorsOriginsDocument,
    "\n      mutation FactoryAddCorsOrigin($origin: String!) {\n        addFactoryCorsOrigin(origin: $origin) {\n          ...FactoryCorsOriginFields\n        }\n      }\n    ": typeof types.FactoryAddCorsOriginDocument,
    "\n      mutation FactoryRemoveCorsOrigin($origin: String!) {\n        removeFactoryCorsOrigin(origin: $origin) {\n          ...FactoryCorsOriginFields\n        }\n      }\n    ": typeof types.FactoryRemoveCorsOriginDocument,
    "\n  fragment FactoryJobFields on FactoryJob {\n    id\n    jobNo\n    article {\n      id\n      articleNo\n      name\n    }\n    size\n    quantity\n    status\n    steps {\n      id\n      name\n      order\n      isPaid\n      rate\n      status\n      worker {\n        id\n        name\n      }\n      startedAt\n      completedAt\n    }\n    createdAt\n    updatedAt\n    completedAt\n  }\n": typeof types.FactoryJobFieldsFragmentDoc,
    "\n      query FactoryListJobs($filter: FactoryJobFilter, $page: Int, $limit: Int) {\n        factoryJobs(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...FactoryJobFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.FactoryListJobsDocument,
    "\n      mutation FactoryCreateJob($input: CreateFactoryJobInput!) {\n        createFactoryJob(input: $input) {\n          ...FactoryJobFields\n        }\n      }\n    ": typeof types.FactoryCreateJobDocument,
    "\n      query FactoryGetJob($id: ID!) {\n        factoryJob(id: $id) {\n          ...FactoryJobFields\n        }\n      }\n    ": typeof types.FactoryGetJobDocument,
    "\n      mutation FactoryCancelJob($id: ID!) {\n        cancelFactoryJob(id: $id) {\n          ...FactoryJobFields\n        }\n      }\n    ": typeof types.FactoryCancelJobDocument,
    "\n      mutation FactoryMoveJobStep($id: ID!, $input: MoveFactoryJobStepInput!) {\n        moveFactoryJobStep(id: $id, input: $input) {\n          job {\n            ...FactoryJobFields\n          }\n          credited\n        }\n      }\n    ": typeof types.FactoryMoveJobStepDocument,
    "\n      mutation FactoryDeleteJob($id: ID!) {\n        deleteFactoryJob(id: $id)\n      }\n    ": typeof types.FactoryDeleteJobDocument,
    "\n  fragment FactoryLedgerEntryFields on FactoryLedgerEntry {\n    id\n    workerId\n    type\n    ledgerType\n    amount\n    description\n    jobId\n    jobStepId\n    transactionId\n    date\n    createdAt\n  }\n": typeof types.FactoryLedgerEntryFieldsFragmentDoc,
    "\n      query FactoryWorkerLedger($workerId: ID!, $from: String, $to: String, $page: Int, $limit: Int) {\n        factoryLedgerEntries(workerId: $workerId, from: $from, to: $to, page: $page, limit: $limit) {\n          items {\n            ...FactoryLedgerEntryFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.FactoryWorkerLedgerDocument,
    "\n      query FactoryWorkerLedgerSummary($workerId: ID!, $from: String, $to: String) {\n        factoryLedgerSummary(workerId: $workerId, from: $from, to: $to) {\n          workerId\n          totalCredit\n          totalDebit\n          balance\n          entries\n          from\n          to\n        }\n      }\n    ": typeof types.FactoryWorkerLedgerSummaryDocument,
    "\n      mutation FactoryLedgerAdjustment($input: CreateFactoryLedgerAdjustmentInput!) {\n        createFactoryLedgerAdjustment(input: $input) {\n          ...FactoryLedgerEntryFields\n        }\n      }\n    ": typeof types.FactoryLedgerAdjustmentDocument,
    "\n  fragment FactoryMasterDataFields on FactoryMasterDataValues {\n    id\n    tenantId\n    attributeName\n    values\n    createdAt\n    updatedAt\n  }\n": typeof types.FactoryMasterDataFieldsFragmentDoc,
    "\n      query FactoryMasterDataValues($tenantId: ID!) {\n        factoryMasterDataValues(tenantId: $tenantId) {\n          ...FactoryMasterDataFields\n        }\n      }\n    ": typeof types.FactoryMasterDataValuesDocument,
    "\n      mutation FactoryUpsertMasterDataValues($input: UpsertFactoryMasterDataValuesInput!) {\n        upsertFactoryMasterDataValues(input: $input) {\n          masterData {\n            ...FactoryMasterDataFields\n          }\n          created\n        }\n      }\n    ": typeof types.FactoryUpsertMasterDataValuesDocument,
    "\n  fragment FactoryPlanFields on FactoryPlan {\n    id\n    name\n    slug\n    description\n    limits {\n      maxUsers\n      maxWorkers\n      maxJobSteps\n      maxArticleAttributes\n    }\n    rateLimits {\n      maxRequests\n      windowMs\n    }\n    isActive\n    createdAt\n    updatedAt\n  }\n": typeof types.FactoryPlanFieldsFragmentDoc,
    "\n      query FactoryListPlans($page: Int, $limit: Int) {\n        factoryPlans(page: $page, limit: $limit) {\n          items {\n            ...FactoryPlanFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.FactoryListPlansDocument,
    "\n      query FactoryPlan($slug: String!) {\n        factoryPlan(slug: $slug) {\n          ...FactoryPlanFields\n        }\n      }\n    ": typeof types.FactoryPlanDocument,
    "\n      mutation FactoryCreatePlan($input: CreateFactoryPlanInput!) {\n        createFactoryPlan(input: $input) {\n          ...FactoryPlanFields\n        }\n      }\n    ": typeof types.FactoryCreatePlanDocument,
    "\n      mutation FactoryUpdatePlan($slug: String!, $input: UpdateFactoryPlanInput!) {\n        updateFactoryPlan(slug: $slug, input: $input) {\n          ...FactoryPlanFields\n        }\n      }\n    ": typeof types.FactoryUpdatePlanDocument,
    "\n      mutation FactoryDeletePlan($slug: String!) {\n        deleteFactoryPlan(slug: $slug) {\n          id\n        }\n      }\n    ": typeof types.FactoryDeletePlanDocument,
    "\n  fragment FactoryProductionReportFields on FactoryProductionReport {\n    groupBy\n    from\n    to\n    groups {\n      key\n      label\n      steps\n      pieces\n      amount\n    }\n    totals {\n      steps\n      pieces\n      amount\n    }\n  }\n": typeof types.FactoryProductionReportFieldsFragmentDoc,
    "\n      query FactoryTaskReportByGroup($input: FactoryTaskReportInput!) {\n        factoryTaskReport(input: $input) {\n          ...FactoryProductionReportFields\n        }\n      }\n    ": typeof types.FactoryTaskReportByGroupDocument,
    "\n      query FactoryReportByArticle($articleId: ID!, $groupBy: FactoryReportGrouping, $from: String, $to: String) {\n        factoryArticleReport(articleId: $articleId, groupBy: $groupBy, from: $from, to: $to) {\n          ...FactoryProductionReportFields\n        }\n      }\n    ": typeof types.FactoryReportByArticleDocument,
    "\n  fragment FactoryTenantConfigFields on FactoryTenantConfig {\n    id\n    tenantId\n    jobSteps {\n      name\n      order\n      isPaid\n    }\n    articleAttributes {\n      name\n      label\n      type\n      isRequired\n    }\n    sizeRange {\n      min\n      max\n    }\n    customLedgerTypes\n    pagination {\n      defaultPageSize\n      maxPageSize\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.FactoryTenantConfigFieldsFragmentDoc,
    "\n      mutation FactoryUpsertTenantConfig($input: UpsertFactoryTenantConfigInput!) {\n        upsertFactoryTenantConfig(input: $input) {\n          config {\n            ...FactoryTenantConfigFields\n          }\n          created\n        }\n      }\n    ": typeof types.FactoryUpsertTenantConfigDocument,
    "\n      query FactoryTenantConfig($tenantId: ID!) {\n        factoryTenantConfig(tenantId: $tenantId) {\n          ...FactoryTenantConfigFields\n        }\n      }\n    ": typeof types.FactoryTenantConfigDocument,
    "\n  fragment FactoryTenantFields on FactoryTenant {\n    id\n    name\n    slug\n    plan {\n      slug\n    }\n    domain\n    domainStatus\n    status\n    settings {\n      maxUsers\n      maxWorkers\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.FactoryTenantFieldsFragmentDoc,
    "\n  fragment FactoryTenantProvisioningFields on FactoryTenantProvisioning {\n    tenant {\n      ...FactoryTenantFields\n    }\n    provisioningResult {\n      subdomain\n      hosting {\n        status\n        error\n      }\n      dns {\n        status\n        error\n      }\n    }\n    complete\n  }\n": typeof types.FactoryTenantProvisioningFieldsFragmentDoc,
    "\n      query FactoryTenantStats {\n        factoryTenantStats {\n          total\n          byStatus {\n            active\n            suspended\n          }\n          byDomainStatus {\n            active\n            pending\n          }\n        }\n      }\n    ": typeof types.FactoryTenantStatsDocument,
    "\n      query FactoryListTenants($page: Int, $limit: Int, $status: FactoryTenantStatus) {\n        factoryTenants(page: $page, limit: $limit, status: $status) {\n          items {\n            ...FactoryTenantFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.FactoryListTenantsDocument,
    "\n      mutation FactoryCreateTenant($input: CreateFactoryTenantInput!) {\n        createFactoryTenant(input: $input) {\n          ...FactoryTenantProvisioningFields\n        }\n      }\n    ": typeof types.FactoryCreateTenantDocument,
    "\n      query FactoryTenant($id: ID!) {\n        factoryTenant(id: $id) {\n          ...FactoryTenantFields\n        }\n      }\n    ": typeof types.FactoryTenantDocument,
    "\n      mutation FactoryUpdateTenant($id: ID!, $input: UpdateFactoryTenantInput!) {\n        updateFactoryTenant(id: $id, input: $input) {\n          ...FactoryTenantFields\n        }\n      }\n    ": typeof types.FactoryUpdateTenantDocument,
    "\n      mutation FactorySetTenantStatus($id: ID!, $status: FactoryTenantStatus!) {\n        setFactoryTenantStatus(id: $id, status: $status) {\n          ...FactoryTenantFields\n        }\n      }\n    ": typeof types.FactorySetTenantStatusDocument,
    "\n      mutation FactoryRetryTenantDomain($id: ID!) {\n        retryFactoryTenantDomain(id: $id) {\n          ...FactoryTenantProvisioningFields\n        }\n      }\n    ": typeof types.FactoryRetryTenantDomainDocument,
    "\n      mutation FactoryDeleteTenant($id: ID!) {\n        deleteFactoryTenant(id: $id) {\n          id\n        }\n      }\n    ": typeof types.FactoryDeleteTenantDocument,
    "\n  fragment FactoryTransactionFields on FactoryTransaction {\n    id\n    worker {\n      id\n      name\n    }\n    amount\n    type\n    status\n    note\n    date\n    paidAt\n    createdAt\n    updatedAt\n  }\n": typeof types.FactoryTransactionFieldsFragmentDoc,
    "\n      query FactoryListTransactions($filter: FactoryTransactionFilter, $page: Int, $limit: Int) {\n        factoryTransactions(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...FactoryTransactionFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.FactoryListTransactionsDocument,
    "\n      mutation FactoryCreateTransaction($input: CreateFactoryTransactionInput!) {\n        createFactoryTransaction(input: $input) {\n          ...FactoryTransactionFields\n        }\n      }\n    ": typeof types.FactoryCreateTransactionDocument,
    "\n      mutation FactoryMakePayment($input: MakeFactoryPaymentInput!) {\n        makeFactoryPayment(input: $input) {\n          transaction {\n            ...FactoryTransactionFields\n          }\n          ledgerEntry {\n            ...FactoryLedgerEntryFields\n          }\n        }\n      }\n    ": typeof types.FactoryMakePaymentDocument,
    "\n      query FactoryGetTransaction($id: ID!) {\n        factoryTransaction(id: $id) {\n          ...FactoryTransactionFields\n        }\n      }\n    ": typeof types.FactoryGetTransactionDocument,
    "\n      mutation FactoryUpdateTransaction($id: ID!, $input: UpdateFactoryTransactionInput!) {\n        updateFactoryTransaction(id: $id, input: $input) {\n          ...FactoryTransactionFields\n        }\n      }\n    ": typeof types.FactoryUpdateTransactionDocument,
    "\n      mutation FactoryDeleteTransaction($id: ID!) {\n        deleteFactoryTransaction(id: $id)\n      }\n    ": typeof types.FactoryDeleteTransactionDocument,
    "\n  fragment FactoryWorkerFields on FactoryWorker {\n    id\n    tenantId\n    name\n    phone\n    skills\n    isActive\n    createdAt\n    updatedAt\n  }\n": typeof types.FactoryWorkerFieldsFragmentDoc,
    "\n      query FactoryListWorkers($skill: String, $search: String, $page: Int, $limit: Int) {\n        factoryWorkers(skill: $skill, search: $search, page: $page, limit: $limit) {\n          items {\n            ...FactoryWorkerFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.FactoryListWorkersDocument,
    "\n      mutation FactoryInitDefaultWorker {\n        initFactoryDefaultWorker {\n          worker {\n            ...FactoryWorkerFields\n          }\n          created\n        }\n      }\n    ": typeof types.FactoryInitDefaultWorkerDocument,
    "\n      mutation FactoryCreateWorker($input: CreateFactoryWorkerInput!) {\n        createFactoryWorker(input: $input) {\n          ...FactoryWorkerFields\n        }\n      }\n    ": typeof types.FactoryCreateWorkerDocument,
    "\n      query FactoryWorker($id: ID!) {\n        factoryWorker(id: $id) {\n          ...FactoryWorkerFields\n        }\n      }\n    ": typeof types.FactoryWorkerDocument,
    "\n      mutation FactoryUpdateWorker($id: ID!, $input: UpdateFactoryWorkerInput!) {\n        updateFactoryWorker(id: $id, input: $input) {\n          ...FactoryWorkerFields\n        }\n      }\n    ": typeof types.FactoryUpdateWorkerDocument,
    "\n      mutation FactoryDeleteWorker($id: ID!) {\n        deleteFactoryWorker(id: $id) {\n          id\n        }\n      }\n    ": typeof types.FactoryDeleteWorkerDocument,
    "\n      query TrainingListAuditLogs($filter: AuditLogFilter, $page: Int, $limit: Int) {\n        trainingAuditLogs(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...AuditLogFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.TrainingListAuditLogsDocument,
    "\n      mutation TrainingRecordAuditLog($input: AuditLogInput!) {\n        recordTrainingAuditLog(input: $input) {\n          ...AuditLogFields\n        }\n      }\n    ": typeof types.TrainingRecordAuditLogDocument,
    "\n  fragment TrainingCourseFields on Course {\n    id\n    title\n    slug\n    description\n    isPublished\n    status\n    deliveryMode\n    durationDays\n    schedule\n    courseOutline\n    overview\n    brochureUrl\n    categories {\n      ...TrainingTaxonomyRefFields\n    }\n    cities {\n      ...TrainingTaxonomyRefFields\n    }\n    associations {\n      ...TrainingTaxonomyRefFields\n    }\n    deletedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.TrainingCourseFieldsFragmentDoc,
    "\n      query TrainingListCourses($filter: CourseFilter, $sort: [CourseSort!], $page: Int, $limit: Int) {\n        courses(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingCourseFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.TrainingListCoursesDocument,
    "\n      mutation TrainingCreateCourse($input: CreateCourseInput!) {\n        createCourse(input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    ": typeof types.TrainingCreateCourseDocument,
    "\n      mutation TrainingBulkUpdateCourses($ids: [ID!]!, $updates: CourseBulkUpdateInput!) {\n        bulkUpdateCourses(ids: $ids, updates: $updates) {\n          matched\n          updated\n        }\n      }\n    ": typeof types.TrainingBulkUpdateCoursesDocument,
    "\n      query TrainingGetCourse($idOrSlug: String!) {\n        course(idOrSlug: $idOrSlug) {\n          ...TrainingCourseFields\n        }\n      }\n    ": typeof types.TrainingGetCourseDocument,
    "\n      mutation TrainingUpdateCourse($id: ID!, $input: UpdateCourseInput!) {\n        updateCourse(id: $id, input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    ": typeof types.TrainingUpdateCourseDocument,
    "\n      mutation TrainingDeleteCourse($id: ID!) {\n        deleteCourse(id: $id) {\n          ...TrainingCourseFields\n        }\n      }\n    ": typeof types.TrainingDeleteCourseDocument,
    "\n  fragment TrainingEnquiryFields on Enquiry {\n    id\n    name\n    email\n    message\n    status\n    createdAt\n    updatedAt\n  }\n": typeof types.TrainingEnquiryFieldsFragmentDoc,
    "\n      mutation TrainingSubmitEnquiry($input: SubmitEnquiryInput!) {\n        submitEnquiry(input: $input) {\n          ...TrainingEnquiryFields\n        }\n      }\n    ": typeof types.TrainingSubmitEnquiryDocument,
    "\n      query TrainingListEnquiries($filter: EnquiryFilter, $sort: [EnquirySort!], $page: Int, $limit: Int) {\n        enquiries(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingEnquiryFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.TrainingListEnquiriesDocument,
    "\n      mutation TrainingUpdateEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n        updateEnquiryStatus(id: $id, status: $status) {\n          ...TrainingEnquiryFields\n        }\n      }\n    ": typeof types.TrainingUpdateEnquiryStatusDocument,
    "\n  fragment TrainingEnrollmentFields on Enrollment {\n    id\n    courseId\n    course {\n      title\n    }\n    interestId\n    learnerName\n    learnerEmail\n    organisation\n    scheduledDate\n    status\n    completedAt\n    certificate {\n      certificateNumber\n      credentialId\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.TrainingEnrollmentFieldsFragmentDoc,
    "\n  fragment TrainingCertificateFields on Certificate {\n    id\n    enrollmentId\n    certificateNumber\n    credentialId\n    learnerName\n    courseTitle\n    completionDate\n    issuedAt\n    emailedAt\n  }\n": typeof types.TrainingCertificateFieldsFragmentDoc,
    "\n      query TrainingListEnrollments($filter: EnrollmentFilter, $sort: [EnrollmentSort!], $page: Int, $limit: Int) {\n        enrollments(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingEnrollmentFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.TrainingListEnrollmentsDocument,
    "\n      mutation TrainingCreateEnrollment($input: CreateEnrollmentInput!) {\n        createEnrollment(input: $input) {\n          ...TrainingEnrollmentFields\n        }\n      }\n    ": typeof types.TrainingCreateEnrollmentDocument,
    "\n      mutation TrainingUpdateEnrollmentStatus($id: ID!, $status: EnrollmentStatus!) {\n        updateEnrollmentStatus(id: $id, status: $status) {\n          ...TrainingEnrollmentFields\n        }\n      }\n    ": typeof types.TrainingUpdateEnrollmentStatusDocument,
    "\n      mutation TrainingResendCertificate($enrollmentId: ID!) {\n        resendCertificate(enrollmentId: $enrollmentId) {\n          ...TrainingCertificateFields\n        }\n      }\n    ": typeof types.TrainingResendCertificateDocument,
    "\n  fragment TrainingInterestFields on Interest {\n    id\n    courseId\n    course {\n      id\n      title\n    }\n    name\n    email\n    phone\n    organisation\n    status\n    source\n    brochureRequested\n    brochureSentAt\n    brochureTokenExpiresAt\n    deletedAt\n    erasedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.TrainingInterestFieldsFragmentDoc,
    "\n      mutation TrainingRegisterInterest($course: String!, $input: RegisterInterestInput!) {\n        registerInterest(course: $course, input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    ": typeof types.TrainingRegisterInterestDocument,
    "\n      mutation TrainingCreateInterest($input: CreateInterestInput!) {\n        createInterest(input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    ": typeof types.TrainingCreateInterestDocument,
    "\n      query TrainingListInterests($filter: InterestFilter, $sort: [InterestSort!], $page: Int, $limit: Int) {\n        interests(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingInterestFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.TrainingListInterestsDocument,
    "\n      query TrainingBrochureDownload($token: String!) {\n        brochureDownload(token: $token) {\n          path\n        }\n      }\n    ": typeof types.TrainingBrochureDownloadDocument,
    "\n      mutation TrainingUpdateInterestStatus($id: ID!, $status: InterestStatus!) {\n        updateInterestStatus(id: $id, status: $status) {\n          ...TrainingInterestFields\n        }\n      }\n    ": typeof types.TrainingUpdateInterestStatusDocument,
    "\n      mutation TrainingDeleteInterests($ids: [ID!]!) {\n        deleteInterests(ids: $ids) {\n          matched\n          deleted\n        }\n      }\n    ": typeof types.TrainingDeleteInterestsDocument,
    "\n      mutation TrainingResendBrochure($interestId: ID!) {\n        resendBrochure(interestId: $interestId) {\n          regenerated\n          expiresAt\n        }\n      }\n    ": typeof types.TrainingResendBrochureDocument,
    "\n      mutation TrainingEraseInterest($id: ID!) {\n        eraseInterest(id: $id) {\n          ...TrainingInterestFields\n        }\n      }\n    ": typeof types.TrainingEraseInterestDocument,
    "\n      query TrainingGetMetrics {\n        trainingMetrics {\n          totalCourses\n          publishedCourses\n          totalInterests\n          totalEnrollments\n          totalEnquiries\n          recentInterests {\n            ...TrainingInterestFields\n          }\n        }\n      }\n    ": typeof types.TrainingGetMetricsDocument,
    "\n  fragment TrainingSettingsFields on TrainingSettings {\n    trainingPlanExpiryDays\n    brochureExpiryDays\n  }\n": typeof types.TrainingSettingsFieldsFragmentDoc,
    "\n      query TrainingGetSettings {\n        trainingSettings {\n          ...TrainingSettingsFields\n        }\n      }\n    ": typeof types.TrainingGetSettingsDocument,
    "\n      mutation TrainingUpdateSettings($input: UpdateTrainingSettingsInput!) {\n        updateTrainingSettings(input: $input) {\n          ...TrainingSettingsFields\n        }\n      }\n    ": typeof types.TrainingUpdateSettingsDocument,
    "\n  fragment TrainingTaxonomyRefFields on TaxonomyItem {\n    id\n    name\n    slug\n  }\n": typeof types.TrainingTaxonomyRefFieldsFragmentDoc,
    "\n  fragment TrainingTaxonomyItemFields on TaxonomyItem {\n    ...TrainingTaxonomyRefFields\n    type\n  }\n": typeof types.TrainingTaxonomyItemFieldsFragmentDoc,
    "\n      query TrainingTaxonomies {\n        taxonomies {\n          categories {\n            ...TrainingTaxonomyRefFields\n          }\n          cities {\n            ...TrainingTaxonomyRefFields\n          }\n          associations {\n            ...TrainingTaxonomyRefFields\n          }\n          deliveryModes {\n            ...TrainingTaxonomyRefFields\n          }\n        }\n      }\n    ": typeof types.TrainingTaxonomiesDocument,
    "\n      mutation TrainingCreateTaxonomy($input: CreateTaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": typeof types.TrainingCreateTaxonomyDocument,
    "\n      mutation TrainingUpdateTaxonomy($id: ID!, $type: TaxonomyType, $input: UpdateTaxonomyInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": typeof types.TrainingUpdateTaxonomyDocument,
    "\n      mutation TrainingDeleteTaxonomy($id: ID!, $type: TaxonomyType) {\n        deleteTaxonomy(id: $id, type: $type) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": typeof types.TrainingDeleteTaxonomyDocument,
    "\n      mutation TrainingCreateTaxonomyOfType($input: CreateTaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": typeof types.TrainingCreateTaxonomyOfTypeDocument,
    "\n      mutation TrainingUpdateTaxonomyOfType($id: ID!, $type: TaxonomyType, $input: UpdateTaxonomyInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": typeof types.TrainingUpdateTaxonomyOfTypeDocument,
    "\n      mutation TrainingDeleteTaxonomyOfType($id: ID!, $type: TaxonomyType) {\n        deleteTaxonomy(id: $id, type: $type) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": typeof types.TrainingDeleteTaxonomyOfTypeDocument,
    "\n  fragment TrainingPlanRequestFields on TrainingPlanRequest {\n    id\n    organisation\n    contactName\n    contactEmail\n    contactPhone\n    requirements\n    source\n    emailSentAt\n    downloadTokenExpiresAt\n    deletedAt\n    erasedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.TrainingPlanRequestFieldsFragmentDoc,
    "\n      mutation TrainingRequestTrainingPlanForm($input: RequestTrainingPlanInput!, $form: PublicTrainingPlanForm!) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    ": typeof types.TrainingRequestTrainingPlanFormDocument,
    "\n      mutation TrainingCreateTrainingPlanRequest($input: CreateTrainingPlanRequestInput!) {\n        createTrainingPlanRequest(input: $input) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    ": typeof types.TrainingCreateTrainingPlanRequestDocument,
    "\n      mutation TrainingRequestTrainingPlan($input: RequestTrainingPlanInput!, $form: PublicTrainingPlanForm!) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    ": typeof types.TrainingRequestTrainingPlanDocument,
    "\n      query TrainingListTrainingPlanRequests(\n        $filter: TrainingPlanRequestFilter\n        $sort: [TrainingPlanRequestSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        trainingPlanRequests(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingPlanRequestFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.TrainingListTrainingPlanRequestsDocument,
    "\n      query TrainingPlanDownload($token: String!) {\n        trainingPlanDownload(token: $token) {\n          path\n        }\n      }\n    ": typeof types.TrainingPlanDownloadDocument,
    "\n      mutation TrainingDeleteTrainingPlanRequests($ids: [ID!]!) {\n        deleteTrainingPlanRequests(ids: $ids) {\n          matched\n          deleted\n        }\n      }\n    ": typeof types.TrainingDeleteTrainingPlanRequestsDocument,
    "\n      mutation TrainingResendTrainingPlan($id: ID!) {\n        resendTrainingPlan(id: $id) {\n          regenerated\n          expiresAt\n        }\n      }\n    ": typeof types.TrainingResendTrainingPlanDocument,
    "\n      mutation TrainingEraseTrainingPlanRequest($id: ID!) {\n        eraseTrainingPlanRequest(id: $id) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    ": typeof types.TrainingEraseTrainingPlanRequestDocument,
    "\n      mutation TrainingUploadTrainingPlan($file: Upload!) {\n        uploadTrainingPlan(file: $file) {\n          filename\n          originalFilename\n          contentType\n          size\n          uploadedAt\n        }\n      }\n    ": typeof types.TrainingUploadTrainingPlanDocument,
    "\n      query TrainingPlanFile {\n        trainingPlanFile {\n          path\n          expiresAt\n          expiresIn\n        }\n      }\n    ": typeof types.TrainingPlanFileDocument,
    "\n      query TrainingSignedFile($token: String!) {\n        signedTrainingFile(token: $token) {\n          path\n          expiresAt\n          expiresIn\n        }\n      }\n    ": typeof types.TrainingSignedFileDocument,
    "\n      mutation TrainingUploadCourseBrochure($file: Upload!, $shortCode: String!) {\n        uploadCourseBrochure(file: $file, shortCode: $shortCode) {\n          ...TrainingCourseFields\n        }\n      }\n    ": typeof types.TrainingUploadCourseBrochureDocument,
    "\n      query TrainingVerifyCertificate($certificateNumber: String!) {\n        verifyCertificate(certificateNumber: $certificateNumber) {\n          valid\n          learnerName\n          courseTitle\n          completionDate\n          certificateNumber\n        }\n      }\n    ": typeof types.TrainingVerifyCertificateDocument,
    "\n      query TrainingVerifyCredential($credentialId: String!, $challengeToken: String) {\n        verifyCredential(credentialId: $credentialId, challengeToken: $challengeToken) {\n          credentialId\n          candidateName\n          courseTitle\n          issueDate\n          certificateNumber\n        }\n      }\n    ": typeof types.TrainingVerifyCredentialDocument,
    "\n      query TrainingCertificatePdf($credentialId: String!) {\n        certificatePdf(credentialId: $credentialId) {\n          path\n        }\n      }\n    ": typeof types.TrainingCertificatePdfDocument,
};
const documents: Documents = {
    "\n  fragment AuditLogFields on AuditLog {\n    id\n    tenantId\n    action\n    entityType\n    entityId\n    actorId\n    actorEmail\n    before\n    after\n    createdAt\n  }\n": types.AuditLogFieldsFragmentDoc,
    "\n  fragment ComplianceAuditSliceFields on ComplianceAuditEventSlice {\n    items {\n      id\n      action\n      userId\n      userName\n      timestamp\n      details\n      changes {\n        field\n        oldValue\n        newValue\n      }\n    }\n    total\n    limit\n    offset\n    hasMore\n  }\n": types.ComplianceAuditSliceFieldsFragmentDoc,
    "\n      query ComplianceAuditOfEntity($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {\n        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    ": types.ComplianceAuditOfEntityDocument,
    "\n      query ComplianceAuditOfDocument($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {\n        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    ": types.ComplianceAuditOfDocumentDocument,
    "\n      query ComplianceAuditQuery($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {\n        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    ": types.ComplianceAuditQueryDocument,
    "\n  fragment ComplianceDocumentTemplateMetadataFields on DocumentTemplateMetadata {\n    filingForm\n    filingDeadline\n    signatories\n    postSteps {\n      order\n      icon\n      title\n      description\n      type\n      mandatory\n      stampDenomination\n    }\n  }\n": types.ComplianceDocumentTemplateMetadataFieldsFragmentDoc,
    "\n  fragment ComplianceDocumentTemplateSummaryFields on DocumentTemplateSummary {\n    id\n    tenantId\n    name\n    category\n    legalReference\n    variables\n    metadata {\n      ...ComplianceDocumentTemplateMetadataFields\n    }\n    createdAt\n    updatedAt\n  }\n": types.ComplianceDocumentTemplateSummaryFieldsFragmentDoc,
    "\n  fragment ComplianceDocumentTemplateFields on DocumentTemplate {\n    id\n    tenantId\n    name\n    category\n    legalReference\n    variables\n    metadata {\n      ...ComplianceDocumentTemplateMetadataFields\n    }\n    createdAt\n    updatedAt\n    body\n  }\n": types.ComplianceDocumentTemplateFieldsFragmentDoc,
    "\n      query ComplianceListDocumentTemplates(\n        $tenantId: ID\n        $category: DocumentTemplateCategory\n        $sort: [DocumentTemplateSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        documentTemplates(tenantId: $tenantId, category: $category, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceDocumentTemplateSummaryFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.ComplianceListDocumentTemplatesDocument,
    "\n      query ComplianceGetDocumentTemplate($id: ID!) {\n        documentTemplate(id: $id) {\n          ...ComplianceDocumentTemplateFields\n        }\n      }\n    ": types.ComplianceGetDocumentTemplateDocument,
    "\n      mutation ComplianceCreateDocumentTemplate($input: CreateDocumentTemplateInput!) {\n        createDocumentTemplate(input: $input) {\n          ...ComplianceDocumentTemplateFields\n        }\n      }\n    ": types.ComplianceCreateDocumentTemplateDocument,
    "\n      mutation ComplianceUpdateDocumentTemplate($id: ID!, $input: UpdateDocumentTemplateInput!) {\n        updateDocumentTemplate(id: $id, input: $input) {\n          ...ComplianceDocumentTemplateFields\n        }\n      }\n    ": types.ComplianceUpdateDocumentTemplateDocument,
    "\n      mutation ComplianceGenerateDocument($templateId: ID!, $values: JSONObject!) {\n        generateDocument(templateId: $templateId, values: $values) {\n          templateName\n          category\n          legalReference\n          renderedHtml\n        }\n      }\n    ": types.ComplianceGenerateDocumentDocument,
    "\n  fragment ComplianceDocumentFields on ComplianceDocument {\n    id\n    tenantId\n    entityId\n    documentType\n    source\n    filename\n    contentType\n    size\n    sha256\n    description\n    uploadedBy\n    uploadedAt\n    downloadUrl {\n      path\n      expiresAt\n      expiresIn\n    }\n    extraction {\n      id\n      status\n      category\n      confidence\n    }\n  }\n": types.ComplianceDocumentFieldsFragmentDoc,
    "\n  fragment ComplianceExtractionJobFields on ExtractionJob {\n    id\n    documentId\n    entityId\n    documentType\n    status\n    extractor\n    category\n    extractedData\n    fieldConfidence\n    confidence\n    verificationFlags\n    processingTime\n    error\n    attempts\n    createdAt\n    completedAt\n    verifiedAt\n    verifiedBy\n  }\n": types.ComplianceExtractionJobFieldsFragmentDoc,
    "\n      mutation ComplianceUploadDocument(\n        $file: Upload!\n        $entityId: ID!\n        $documentType: DocumentType!\n        $triggerExtraction: Boolean\n      ) {\n        uploadDocument(\n          file: $file\n          entityId: $entityId\n          documentType: $documentType\n          triggerExtraction: $triggerExtraction\n        ) {\n          document {\n            id\n          }\n          extractionJob {\n            id\n            status\n          }\n          message\n        }\n      }\n    ": types.ComplianceUploadDocumentDocument,
    "\n      mutation ComplianceProcessDocument($file: Upload!, $documentType: DocumentType) {\n        processDocument(file: $file, documentType: $documentType) {\n          category\n          extractedFields\n          confidence\n          fieldConfidence\n          verificationFlags\n          processingTime\n          extractor\n        }\n      }\n    ": types.ComplianceProcessDocumentDocument,
    "\n      mutation ComplianceSaveVerifiedData($input: SaveVerifiedDataInput!) {\n        saveVerifiedData(input: $input) {\n          entity {\n            id\n            name\n            profileData\n            version\n          }\n          version\n          changed\n        }\n      }\n    ": types.ComplianceSaveVerifiedDataDocument,
    "\n      query ComplianceVaultDocuments(\n        $filter: ComplianceDocumentFilter\n        $sort: [ComplianceDocumentSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        complianceDocuments(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceDocumentFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.ComplianceVaultDocumentsDocument,
    "\n      mutation ComplianceUploadVaultDocument(\n        $file: Upload!\n        $entityId: ID\n        $documentType: DocumentType\n        $description: String\n      ) {\n        uploadVaultDocument(file: $file, entityId: $entityId, documentType: $documentType, description: $description) {\n          ...ComplianceDocumentFields\n        }\n      }\n    ": types.ComplianceUploadVaultDocumentDocument,
    "\n      query ComplianceVaultDocument($id: ID!) {\n        complianceDocument(id: $id) {\n          ...ComplianceDocumentFields\n        }\n      }\n    ": types.ComplianceVaultDocumentDocument,
    "\n      query ComplianceSignedFile($token: String!) {\n        signedComplianceFile(token: $token) {\n          path\n          expiresAt\n          expiresIn\n        }\n      }\n    ": types.ComplianceSignedFileDocument,
    "\n      query ComplianceDocument($id: ID!) {\n        complianceDocument(id: $id) {\n          ...ComplianceDocumentFields\n        }\n      }\n    ": types.ComplianceDocumentDocument,
    "\n      query ComplianceEntityDocuments($entityId: ID!) {\n        businessEntity(id: $entityId) {\n          documents {\n            ...ComplianceDocumentFields\n          }\n        }\n      }\n    ": types.ComplianceEntityDocumentsDocument,
    "\n      query ComplianceExtractionJob($id: ID!) {\n        extractionJob(id: $id) {\n          ...ComplianceExtractionJobFields\n        }\n      }\n    ": types.ComplianceExtractionJobDocument,
    "\n  fragment ComplianceEntityFields on BusinessEntity {\n    id\n    tenantId\n    name\n    entityType\n    profileData\n    version\n    createdAt\n    updatedAt\n  }\n": types.ComplianceEntityFieldsFragmentDoc,
    "\n      query ComplianceListEntities($tenantId: ID, $sort: [BusinessEntitySort!], $page: Int, $limit: Int) {\n        businessEntities(tenantId: $tenantId, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceEntityFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.ComplianceListEntitiesDocument,
    "\n      mutation ComplianceCreateEntity($input: CreateBusinessEntityInput!) {\n        createBusinessEntity(input: $input) {\n          ...ComplianceEntityFields\n        }\n      }\n    ": types.ComplianceCreateEntityDocument,
    "\n      query ComplianceEntity($id: ID!) {\n        businessEntity(id: $id) {\n          ...ComplianceEntityFields\n        }\n      }\n    ": types.ComplianceEntityDocument,
    "\n      mutation ComplianceUpdateEntityProfile($id: ID!, $version: Int, $profileData: JSONObject!) {\n        updateEntityProfile(id: $id, version: $version, profileData: $profileData) {\n          entity {\n            ...ComplianceEntityFields\n          }\n          version\n          changed\n        }\n      }\n    ": types.ComplianceUpdateEntityProfileDocument,
    "\n      mutation SubmitErpMetric($input: SubmitErpMetricInput!) {\n        submitErpMetric(input: $input) {\n          referenceId\n          queued\n          metricType\n        }\n      }\n    ": types.SubmitErpMetricDocument,
    "\n  fragment McaFormMappingFields on McaFormMapping {\n    id\n    formType\n    formVersion\n    mcaUrl\n    fieldMappings {\n      profilePath\n      selectors\n      required\n      transform {\n        type\n        format\n      }\n    }\n    validationRules\n    metadata {\n      description\n      requiredDocuments\n    }\n    isActive\n    version\n    createdAt\n    updatedAt\n  }\n": types.McaFormMappingFieldsFragmentDoc,
    "\n      query McaFormMappings($tenantId: ID, $active: Boolean, $sort: [McaFormMappingSort!], $page: Int, $limit: Int) {\n        mcaFormMappings(tenantId: $tenantId, active: $active, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...McaFormMappingFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.McaFormMappingsDocument,
    "\n      query McaFormMapping($formType: String!) {\n        mcaFormMapping(formType: $formType) {\n          ...McaFormMappingFields\n        }\n      }\n    ": types.McaFormMappingDocument,
    "\n      mutation CreateMcaFormMapping($input: CreateMcaFormMappingInput!) {\n        createMcaFormMapping(input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    ": types.CreateMcaFormMappingDocument,
    "\n      mutation UpdateMcaFormMapping($formType: String!, $input: UpdateMcaFormMappingInput!) {\n        updateMcaFormMapping(formType: $formType, input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    ": types.UpdateMcaFormMappingDocument,
    "\n      mutation ToggleMcaFormMappingActive($formType: String!) {\n        toggleMcaFormMappingActive(formType: $formType) {\n          ...McaFormMappingFields\n        }\n      }\n    ": types.ToggleMcaFormMappingActiveDocument,
    "\n      mutation PrepareMcaWorkflowRedirect($workflowId: ID!) {\n        prepareMcaWorkflowRedirect(workflowId: $workflowId) {\n          ready\n          formType\n          mcaUrl\n          contextId\n          missingFields\n          requiredDocuments\n          message\n        }\n      }\n    ": types.PrepareMcaWorkflowRedirectDocument,
    "\n      query ComplianceWorkflowHealth {\n        complianceHealth {\n          status\n          database\n          error\n        }\n      }\n    ": types.ComplianceWorkflowHealthDocument,
    "\n      query ComplianceHealth {\n        __typename\n      }\n    ": types.ComplianceHealthDocument,
    "\n      query CompliancePlans {\n        subscriptionPlans {\n          id\n          name\n          monthlyPrice\n          limits {\n            entities\n            users\n            workflows\n          }\n          features\n        }\n        entityTypeOptions {\n          value\n          label\n        }\n      }\n    ": types.CompliancePlansDocument,
    "\n  fragment ComplianceTenantFields on ComplianceTenant {\n    id\n    name\n    entityType\n    contactEmail\n    contactPhone\n    gstin\n    pan\n    registrationNumber\n    subscriptionPlan\n    createdAt\n    updatedAt\n  }\n": types.ComplianceTenantFieldsFragmentDoc,
    "\n      mutation ComplianceSignUpTenant($input: SignUpTenantInput!) {\n        signUpTenant(input: $input) {\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n          user {\n            id\n            email\n          }\n        }\n      }\n    ": types.ComplianceSignUpTenantDocument,
    "\n      mutation ComplianceCreateTenant($input: CreateTenantInput!) {\n        createTenant(input: $input) {\n          ...ComplianceTenantFields\n        }\n      }\n    ": types.ComplianceCreateTenantDocument,
    "\n      query ComplianceListTenants($sort: [ComplianceTenantSort!], $page: Int, $limit: Int) {\n        complianceTenants(sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceTenantFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.ComplianceListTenantsDocument,
    "\n      query ComplianceUserContext($email: String!) {\n        userContext(email: $email) {\n          id\n          name\n          email\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n          entity {\n            id\n            name\n          }\n          role {\n            id\n            name\n            permissions\n          }\n        }\n      }\n    ": types.ComplianceUserContextDocument,
    "\n  fragment ComplianceWorkflowTemplateFields on WorkflowTemplate {\n    id\n    tenantId\n    workflowName\n    legalReference\n    applicabilityRules {\n      entityTypes\n    }\n    timelineLogic {\n      triggerDate\n      deadlineDays\n      reminderDaysBefore\n    }\n    phases {\n      name\n      order\n      tasks {\n        name\n        mandatory\n        advisory\n      }\n    }\n    validationRules\n    advisoryPrompts\n    completionCriteria {\n      allMandatoryTasksCompleted\n      filingConfirmation\n    }\n    isActive\n    createdAt\n    updatedAt\n  }\n": types.ComplianceWorkflowTemplateFieldsFragmentDoc,
    "\n  fragment ComplianceWorkflowInstanceFields on WorkflowInstance {\n    id\n    tenantId\n    templateId\n    entityId\n    status\n    currentData {\n      phases {\n        name\n        order\n        tasks {\n          id\n          name\n          mandatory\n          advisory\n          completed\n          completedAt\n          completedBy\n        }\n      }\n    }\n    completedAt\n    createdAt\n    updatedAt\n  }\n": types.ComplianceWorkflowInstanceFieldsFragmentDoc,
    "\n      query ComplianceListWorkflowTemplates(\n        $tenantId: ID\n        $isActive: Boolean\n        $sort: [WorkflowTemplateSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        workflowTemplates(tenantId: $tenantId, isActive: $isActive, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceWorkflowTemplateFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.ComplianceListWorkflowTemplatesDocument,
    "\n      mutation ComplianceCreateWorkflowTemplate($input: CreateWorkflowTemplateInput!) {\n        createWorkflowTemplate(input: $input) {\n          ...ComplianceWorkflowTemplateFields\n        }\n      }\n    ": types.ComplianceCreateWorkflowTemplateDocument,
    "\n      query ComplianceWorkflowTemplate($id: ID!) {\n        workflowTemplate(id: $id) {\n          ...ComplianceWorkflowTemplateFields\n        }\n      }\n    ": types.ComplianceWorkflowTemplateDocument,
    "\n      mutation ComplianceUpdateWorkflowTemplate($id: ID!, $input: UpdateWorkflowTemplateInput!) {\n        updateWorkflowTemplate(id: $id, input: $input) {\n          ...ComplianceWorkflowTemplateFields\n        }\n      }\n    ": types.ComplianceUpdateWorkflowTemplateDocument,
    "\n      query ComplianceListWorkflowInstances(\n        $tenantId: ID\n        $status: WorkflowStatus\n        $entityId: ID\n        $templateId: ID\n        $sort: [WorkflowInstanceSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        workflowInstances(\n          tenantId: $tenantId\n          status: $status\n          entityId: $entityId\n          templateId: $templateId\n          sort: $sort\n          page: $page\n          limit: $limit\n        ) {\n          items {\n            ...ComplianceWorkflowInstanceFields\n            template {\n              id\n              workflowName\n              legalReference\n            }\n            entity {\n              id\n              name\n            }\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.ComplianceListWorkflowInstancesDocument,
    "\n      mutation ComplianceCreateWorkflowInstance($input: CreateWorkflowInstanceInput!) {\n        createWorkflowInstance(input: $input) {\n          ...ComplianceWorkflowInstanceFields\n        }\n      }\n    ": types.ComplianceCreateWorkflowInstanceDocument,
    "\n      query ComplianceWorkflowInstance($id: ID!) {\n        workflowInstance(id: $id) {\n          ...ComplianceWorkflowInstanceFields\n          template {\n            ...ComplianceWorkflowTemplateFields\n          }\n          entity {\n            id\n            name\n            entityType\n            profileData\n            version\n          }\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n        }\n      }\n    ": types.ComplianceWorkflowInstanceDocument,
    "\n      mutation ComplianceUpdateWorkflowTask($instanceId: ID!, $input: UpdateWorkflowTaskInput!) {\n        updateWorkflowTask(instanceId: $instanceId, input: $input) {\n          ...ComplianceWorkflowInstanceFields\n        }\n      }\n    ": types.ComplianceUpdateWorkflowTaskDocument,
    "\n      mutation ComplianceGenerateWorkflowCertificate($instanceId: ID!) {\n        generateWorkflowCertificate(instanceId: $instanceId) {\n          path\n        }\n      }\n    ": types.ComplianceGenerateWorkflowCertificateDocument,
    "\n  fragment FactoryArticleFields on FactoryArticle {\n    id\n    tenantId\n    articleNo\n    name\n    attributes\n    stepRates {\n      step\n      rate\n    }\n    createdAt\n    updatedAt\n  }\n": types.FactoryArticleFieldsFragmentDoc,
    "\n      query FactoryListArticles($search: String, $page: Int, $limit: Int) {\n        factoryArticles(search: $search, page: $page, limit: $limit) {\n          items {\n            ...FactoryArticleFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.FactoryListArticlesDocument,
    "\n      query FactoryArticleOptions {\n        factoryArticleOptions {\n          id\n          articleNo\n          name\n        }\n      }\n    ": types.FactoryArticleOptionsDocument,
    "\n      mutation FactoryCreateArticle($input: CreateFactoryArticleInput!) {\n        createFactoryArticle(input: $input) {\n          ...FactoryArticleFields\n        }\n      }\n    ": types.FactoryCreateArticleDocument,
    "\n      query FactoryArticle($id: ID!) {\n        factoryArticle(id: $id) {\n          ...FactoryArticleFields\n        }\n      }\n    ": types.FactoryArticleDocument,
    "\n      mutation FactoryUpdateArticle($id: ID!, $input: UpdateFactoryArticleInput!) {\n        updateFactoryArticle(id: $id, input: $input) {\n          ...FactoryArticleFields\n        }\n      }\n    ": types.FactoryUpdateArticleDocument,
    "\n      mutation FactoryDeleteArticle($id: ID!) {\n        deleteFactoryArticle(id: $id) {\n          id\n        }\n      }\n    ": types.FactoryDeleteArticleDocument,
    "\n      query FactoryAuditLogs($filter: AuditLogFilter, $page: Int, $limit: Int) {\n        factoryAuditLogs(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...AuditLogFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.FactoryAuditLogsDocument,
    "\n      mutation FactoryRecordAuditLog($input: AuditLogInput!) {\n        recordFactoryAuditLog(input: $input) {\n          ...AuditLogFields\n        }\n      }\n    ": types.FactoryRecordAuditLogDocument,
    "\n  fragment FactorySessionFields on FactorySession {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n": types.FactorySessionFieldsFragmentDoc,
    "\n      mutation FactoryLogin($email: String!, $password: String!, $panel: FactoryLoginPanel) {\n        factoryLogin(email: $email, password: $password, panel: $panel) {\n          ...FactorySessionFields\n        }\n      }\n    ": types.FactoryLoginDocument,
    "\n      mutation FactoryRefresh {\n        factoryRefresh {\n          ...FactorySessionFields\n        }\n      }\n    ": types.FactoryRefreshDocument,
    "\n      mutation FactoryLogout {\n        factoryLogout\n      }\n    ": types.FactoryLogoutDocument,
    "\n      mutation FactorySignup(\n        $tenantId: ID\n        $name: String!\n        $email: String!\n        $password: String!\n        $passwordConfirm: String!\n        $role: FactoryRole\n      ) {\n        factorySignup(\n          tenantId: $tenantId\n          name: $name\n          email: $email\n          password: $password\n          passwordConfirm: $passwordConfirm\n          role: $role\n        ) {\n          id\n          name\n          email\n          role\n        }\n      }\n    ": types.FactorySignupDocument,
    "\n      mutation FactoryForgotPassword($email: String!) {\n        factoryForgotPassword(email: $email)\n      }\n    ": types.FactoryForgotPasswordDocument,
    "\n      mutation FactoryResetPassword($token: String!, $password: String!, $passwordConfirm: String!) {\n        factoryResetPassword(token: $token, password: $password, passwordConfirm: $passwordConfirm) {\n          ...FactorySessionFields\n        }\n      }\n    ": types.FactoryResetPasswordDocument,
    "\n  fragment FactoryCorsOriginFields on FactoryCorsOrigin {\n    id\n    origin\n    createdAt\n  }\n": types.FactoryCorsOriginFieldsFragmentDoc,
    "\n      query FactoryCorsOrigins {\n        factoryCorsOrigins {\n          ...FactoryCorsOriginFields\n        }\n      }\n    ": types.FactoryCorsOriginsDocument,
    "\n      mutation FactoryAddCorsOrigin($origin: String!) {\n        addFactoryCorsOrigin(origin: $origin) {\n          ...FactoryCorsOriginFields\n        }\n      }\n    ": types.FactoryAddCorsOriginDocument,
    "\n      mutation FactoryRemoveCorsOrigin($origin: String!) {\n        removeFactoryCorsOrigin(origin: $origin) {\n          ...FactoryCorsOriginFields\n        }\n      }\n    ": types.FactoryRemoveCorsOriginDocument,
    "\n  fragment FactoryJobFields on FactoryJob {\n    id\n    jobNo\n    article {\n      id\n      articleNo\n      name\n    }\n    size\n    quantity\n    status\n    steps {\n      id\n      name\n      order\n      isPaid\n      rate\n      status\n      worker {\n        id\n        name\n      }\n      startedAt\n      completedAt\n    }\n    createdAt\n    updatedAt\n    completedAt\n  }\n": types.FactoryJobFieldsFragmentDoc,
    "\n      query FactoryListJobs($filter: FactoryJobFilter, $page: Int, $limit: Int) {\n        factoryJobs(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...FactoryJobFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.FactoryListJobsDocument,
    "\n      mutation FactoryCreateJob($input: CreateFactoryJobInput!) {\n        createFactoryJob(input: $input) {\n          ...FactoryJobFields\n        }\n      }\n    ": types.FactoryCreateJobDocument,
    "\n      query FactoryGetJob($id: ID!) {\n        factoryJob(id: $id) {\n          ...FactoryJobFields\n        }\n      }\n    ": types.FactoryGetJobDocument,
    "\n      mutation FactoryCancelJob($id: ID!) {\n        cancelFactoryJob(id: $id) {\n          ...FactoryJobFields\n        }\n      }\n    ": types.FactoryCancelJobDocument,
    "\n      mutation FactoryMoveJobStep($id: ID!, $input: MoveFactoryJobStepInput!) {\n        moveFactoryJobStep(id: $id, input: $input) {\n          job {\n            ...FactoryJobFields\n          }\n          credited\n        }\n      }\n    ": types.FactoryMoveJobStepDocument,
    "\n      mutation FactoryDeleteJob($id: ID!) {\n        deleteFactoryJob(id: $id)\n      }\n    ": types.FactoryDeleteJobDocument,
    "\n  fragment FactoryLedgerEntryFields on FactoryLedgerEntry {\n    id\n    workerId\n    type\n    ledgerType\n    amount\n    description\n    jobId\n    jobStepId\n    transactionId\n    date\n    createdAt\n  }\n": types.FactoryLedgerEntryFieldsFragmentDoc,
    "\n      query FactoryWorkerLedger($workerId: ID!, $from: String, $to: String, $page: Int, $limit: Int) {\n        factoryLedgerEntries(workerId: $workerId, from: $from, to: $to, page: $page, limit: $limit) {\n          items {\n            ...FactoryLedgerEntryFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.FactoryWorkerLedgerDocument,
    "\n      query FactoryWorkerLedgerSummary($workerId: ID!, $from: String, $to: String) {\n        factoryLedgerSummary(workerId: $workerId, from: $from, to: $to) {\n          workerId\n          totalCredit\n          totalDebit\n          balance\n          entries\n          from\n          to\n        }\n      }\n    ": types.FactoryWorkerLedgerSummaryDocument,
    "\n      mutation FactoryLedgerAdjustment($input: CreateFactoryLedgerAdjustmentInput!) {\n        createFactoryLedgerAdjustment(input: $input) {\n          ...FactoryLedgerEntryFields\n        }\n      }\n    ": types.FactoryLedgerAdjustmentDocument,
    "\n  fragment FactoryMasterDataFields on FactoryMasterDataValues {\n    id\n    tenantId\n    attributeName\n    values\n    createdAt\n    updatedAt\n  }\n": types.FactoryMasterDataFieldsFragmentDoc,
    "\n      query FactoryMasterDataValues($tenantId: ID!) {\n        factoryMasterDataValues(tenantId: $tenantId) {\n          ...FactoryMasterDataFields\n        }\n      }\n    ": types.FactoryMasterDataValuesDocument,
    "\n      mutation FactoryUpsertMasterDataValues($input: UpsertFactoryMasterDataValuesInput!) {\n        upsertFactoryMasterDataValues(input: $input) {\n          masterData {\n            ...FactoryMasterDataFields\n          }\n          created\n        }\n      }\n    ": types.FactoryUpsertMasterDataValuesDocument,
    "\n  fragment FactoryPlanFields on FactoryPlan {\n    id\n    name\n    slug\n    description\n    limits {\n      maxUsers\n      maxWorkers\n      maxJobSteps\n      maxArticleAttributes\n    }\n    rateLimits {\n      maxRequests\n      windowMs\n    }\n    isActive\n    createdAt\n    updatedAt\n  }\n": types.FactoryPlanFieldsFragmentDoc,
    "\n      query FactoryListPlans($page: Int, $limit: Int) {\n        factoryPlans(page: $page, limit: $limit) {\n          items {\n            ...FactoryPlanFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.FactoryListPlansDocument,
    "\n      query FactoryPlan($slug: String!) {\n        factoryPlan(slug: $slug) {\n          ...FactoryPlanFields\n        }\n      }\n    ": types.FactoryPlanDocument,
    "\n      mutation FactoryCreatePlan($input: CreateFactoryPlanInput!) {\n        createFactoryPlan(input: $input) {\n          ...FactoryPlanFields\n        }\n      }\n    ": types.FactoryCreatePlanDocument,
    "\n      mutation FactoryUpdatePlan($slug: String!, $input: UpdateFactoryPlanInput!) {\n        updateFactoryPlan(slug: $slug, input: $input) {\n          ...FactoryPlanFields\n        }\n      }\n    ": types.FactoryUpdatePlanDocument,
    "\n      mutation FactoryDeletePlan($slug: String!) {\n        deleteFactoryPlan(slug: $slug) {\n          id\n        }\n      }\n    ": types.FactoryDeletePlanDocument,
    "\n  fragment FactoryProductionReportFields on FactoryProductionReport {\n    groupBy\n    from\n    to\n    groups {\n      key\n      label\n      steps\n      pieces\n      amount\n    }\n    totals {\n      steps\n      pieces\n      amount\n    }\n  }\n": types.FactoryProductionReportFieldsFragmentDoc,
    "\n      query FactoryTaskReportByGroup($input: FactoryTaskReportInput!) {\n        factoryTaskReport(input: $input) {\n          ...FactoryProductionReportFields\n        }\n      }\n    ": types.FactoryTaskReportByGroupDocument,
    "\n      query FactoryReportByArticle($articleId: ID!, $groupBy: FactoryReportGrouping, $from: String, $to: String) {\n        factoryArticleReport(articleId: $articleId, groupBy: $groupBy, from: $from, to: $to) {\n          ...FactoryProductionReportFields\n        }\n      }\n    ": types.FactoryReportByArticleDocument,
    "\n  fragment FactoryTenantConfigFields on FactoryTenantConfig {\n    id\n    tenantId\n    jobSteps {\n      name\n      order\n      isPaid\n    }\n    articleAttributes {\n      name\n      label\n      type\n      isRequired\n    }\n    sizeRange {\n      min\n      max\n    }\n    customLedgerTypes\n    pagination {\n      defaultPageSize\n      maxPageSize\n    }\n    createdAt\n    updatedAt\n  }\n": types.FactoryTenantConfigFieldsFragmentDoc,
    "\n      mutation FactoryUpsertTenantConfig($input: UpsertFactoryTenantConfigInput!) {\n        upsertFactoryTenantConfig(input: $input) {\n          config {\n            ...FactoryTenantConfigFields\n          }\n          created\n        }\n      }\n    ": types.FactoryUpsertTenantConfigDocument,
    "\n      query FactoryTenantConfig($tenantId: ID!) {\n        factoryTenantConfig(tenantId: $tenantId) {\n          ...FactoryTenantConfigFields\n        }\n      }\n    ": types.FactoryTenantConfigDocument,
    "\n  fragment FactoryTenantFields on FactoryTenant {\n    id\n    name\n    slug\n    plan {\n      slug\n    }\n    domain\n    domainStatus\n    status\n    settings {\n      maxUsers\n      maxWorkers\n    }\n    createdAt\n    updatedAt\n  }\n": types.FactoryTenantFieldsFragmentDoc,
    "\n  fragment FactoryTenantProvisioningFields on FactoryTenantProvisioning {\n    tenant {\n      ...FactoryTenantFields\n    }\n    provisioningResult {\n      subdomain\n      hosting {\n        status\n        error\n      }\n      dns {\n        status\n        error\n      }\n    }\n    complete\n  }\n": types.FactoryTenantProvisioningFieldsFragmentDoc,
    "\n      query FactoryTenantStats {\n        factoryTenantStats {\n          total\n          byStatus {\n            active\n            suspended\n          }\n          byDomainStatus {\n            active\n            pending\n          }\n        }\n      }\n    ": types.FactoryTenantStatsDocument,
    "\n      query FactoryListTenants($page: Int, $limit: Int, $status: FactoryTenantStatus) {\n        factoryTenants(page: $page, limit: $limit, status: $status) {\n          items {\n            ...FactoryTenantFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.FactoryListTenantsDocument,
    "\n      mutation FactoryCreateTenant($input: CreateFactoryTenantInput!) {\n        createFactoryTenant(input: $input) {\n          ...FactoryTenantProvisioningFields\n        }\n      }\n    ": types.FactoryCreateTenantDocument,
    "\n      query FactoryTenant($id: ID!) {\n        factoryTenant(id: $id) {\n          ...FactoryTenantFields\n        }\n      }\n    ": types.FactoryTenantDocument,
    "\n      mutation FactoryUpdateTenant($id: ID!, $input: UpdateFactoryTenantInput!) {\n        updateFactoryTenant(id: $id, input: $input) {\n          ...FactoryTenantFields\n        }\n      }\n    ": types.FactoryUpdateTenantDocument,
    "\n      mutation FactorySetTenantStatus($id: ID!, $status: FactoryTenantStatus!) {\n        setFactoryTenantStatus(id: $id, status: $status) {\n          ...FactoryTenantFields\n        }\n      }\n    ": types.FactorySetTenantStatusDocument,
    "\n      mutation FactoryRetryTenantDomain($id: ID!) {\n        retryFactoryTenantDomain(id: $id) {\n          ...FactoryTenantProvisioningFields\n        }\n      }\n    ": types.FactoryRetryTenantDomainDocument,
    "\n      mutation FactoryDeleteTenant($id: ID!) {\n        deleteFactoryTenant(id: $id) {\n          id\n        }\n      }\n    ": types.FactoryDeleteTenantDocument,
    "\n  fragment FactoryTransactionFields on FactoryTransaction {\n    id\n    worker {\n      id\n      name\n    }\n    amount\n    type\n    status\n    note\n    date\n    paidAt\n    createdAt\n    updatedAt\n  }\n": types.FactoryTransactionFieldsFragmentDoc,
    "\n      query FactoryListTransactions($filter: FactoryTransactionFilter, $page: Int, $limit: Int) {\n        factoryTransactions(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...FactoryTransactionFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.FactoryListTransactionsDocument,
    "\n      mutation FactoryCreateTransaction($input: CreateFactoryTransactionInput!) {\n        createFactoryTransaction(input: $input) {\n          ...FactoryTransactionFields\n        }\n      }\n    ": types.FactoryCreateTransactionDocument,
    "\n      mutation FactoryMakePayment($input: MakeFactoryPaymentInput!) {\n        makeFactoryPayment(input: $input) {\n          transaction {\n            ...FactoryTransactionFields\n          }\n          ledgerEntry {\n            ...FactoryLedgerEntryFields\n          }\n        }\n      }\n    ": types.FactoryMakePaymentDocument,
    "\n      query FactoryGetTransaction($id: ID!) {\n        factoryTransaction(id: $id) {\n          ...FactoryTransactionFields\n        }\n      }\n    ": types.FactoryGetTransactionDocument,
    "\n      mutation FactoryUpdateTransaction($id: ID!, $input: UpdateFactoryTransactionInput!) {\n        updateFactoryTransaction(id: $id, input: $input) {\n          ...FactoryTransactionFields\n        }\n      }\n    ": types.FactoryUpdateTransactionDocument,
    "\n      mutation FactoryDeleteTransaction($id: ID!) {\n        deleteFactoryTransaction(id: $id)\n      }\n    ": types.FactoryDeleteTransactionDocument,
    "\n  fragment FactoryWorkerFields on FactoryWorker {\n    id\n    tenantId\n    name\n    phone\n    skills\n    isActive\n    createdAt\n    updatedAt\n  }\n": types.FactoryWorkerFieldsFragmentDoc,
    "\n      query FactoryListWorkers($skill: String, $search: String, $page: Int, $limit: Int) {\n        factoryWorkers(skill: $skill, search: $search, page: $page, limit: $limit) {\n          items {\n            ...FactoryWorkerFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.FactoryListWorkersDocument,
    "\n      mutation FactoryInitDefaultWorker {\n        initFactoryDefaultWorker {\n          worker {\n            ...FactoryWorkerFields\n          }\n          created\n        }\n      }\n    ": types.FactoryInitDefaultWorkerDocument,
    "\n      mutation FactoryCreateWorker($input: CreateFactoryWorkerInput!) {\n        createFactoryWorker(input: $input) {\n          ...FactoryWorkerFields\n        }\n      }\n    ": types.FactoryCreateWorkerDocument,
    "\n      query FactoryWorker($id: ID!) {\n        factoryWorker(id: $id) {\n          ...FactoryWorkerFields\n        }\n      }\n    ": types.FactoryWorkerDocument,
    "\n      mutation FactoryUpdateWorker($id: ID!, $input: UpdateFactoryWorkerInput!) {\n        updateFactoryWorker(id: $id, input: $input) {\n          ...FactoryWorkerFields\n        }\n      }\n    ": types.FactoryUpdateWorkerDocument,
    "\n      mutation FactoryDeleteWorker($id: ID!) {\n        deleteFactoryWorker(id: $id) {\n          id\n        }\n      }\n    ": types.FactoryDeleteWorkerDocument,
    "\n      query TrainingListAuditLogs($filter: AuditLogFilter, $page: Int, $limit: Int) {\n        trainingAuditLogs(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...AuditLogFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.TrainingListAuditLogsDocument,
    "\n      mutation TrainingRecordAuditLog($input: AuditLogInput!) {\n        recordTrainingAuditLog(input: $input) {\n          ...AuditLogFields\n        }\n      }\n    ": types.TrainingRecordAuditLogDocument,
    "\n  fragment TrainingCourseFields on Course {\n    id\n    title\n    slug\n    description\n    isPublished\n    status\n    deliveryMode\n    durationDays\n    schedule\n    courseOutline\n    overview\n    brochureUrl\n    categories {\n      ...TrainingTaxonomyRefFields\n    }\n    cities {\n      ...TrainingTaxonomyRefFields\n    }\n    associations {\n      ...TrainingTaxonomyRefFields\n    }\n    deletedAt\n    createdAt\n    updatedAt\n  }\n": types.TrainingCourseFieldsFragmentDoc,
    "\n      query TrainingListCourses($filter: CourseFilter, $sort: [CourseSort!], $page: Int, $limit: Int) {\n        courses(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingCourseFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.TrainingListCoursesDocument,
    "\n      mutation TrainingCreateCourse($input: CreateCourseInput!) {\n        createCourse(input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    ": types.TrainingCreateCourseDocument,
    "\n      mutation TrainingBulkUpdateCourses($ids: [ID!]!, $updates: CourseBulkUpdateInput!) {\n        bulkUpdateCourses(ids: $ids, updates: $updates) {\n          matched\n          updated\n        }\n      }\n    ": types.TrainingBulkUpdateCoursesDocument,
    "\n      query TrainingGetCourse($idOrSlug: String!) {\n        course(idOrSlug: $idOrSlug) {\n          ...TrainingCourseFields\n        }\n      }\n    ": types.TrainingGetCourseDocument,
    "\n      mutation TrainingUpdateCourse($id: ID!, $input: UpdateCourseInput!) {\n        updateCourse(id: $id, input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    ": types.TrainingUpdateCourseDocument,
    "\n      mutation TrainingDeleteCourse($id: ID!) {\n        deleteCourse(id: $id) {\n          ...TrainingCourseFields\n        }\n      }\n    ": types.TrainingDeleteCourseDocument,
    "\n  fragment TrainingEnquiryFields on Enquiry {\n    id\n    name\n    email\n    message\n    status\n    createdAt\n    updatedAt\n  }\n": types.TrainingEnquiryFieldsFragmentDoc,
    "\n      mutation TrainingSubmitEnquiry($input: SubmitEnquiryInput!) {\n        submitEnquiry(input: $input) {\n          ...TrainingEnquiryFields\n        }\n      }\n    ": types.TrainingSubmitEnquiryDocument,
    "\n      query TrainingListEnquiries($filter: EnquiryFilter, $sort: [EnquirySort!], $page: Int, $limit: Int) {\n        enquiries(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingEnquiryFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.TrainingListEnquiriesDocument,
    "\n      mutation TrainingUpdateEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n        updateEnquiryStatus(id: $id, status: $status) {\n          ...TrainingEnquiryFields\n        }\n      }\n    ": types.TrainingUpdateEnquiryStatusDocument,
    "\n  fragment TrainingEnrollmentFields on Enrollment {\n    id\n    courseId\n    course {\n      title\n    }\n    interestId\n    learnerName\n    learnerEmail\n    organisation\n    scheduledDate\n    status\n    completedAt\n    certificate {\n      certificateNumber\n      credentialId\n    }\n    createdAt\n    updatedAt\n  }\n": types.TrainingEnrollmentFieldsFragmentDoc,
    "\n  fragment TrainingCertificateFields on Certificate {\n    id\n    enrollmentId\n    certificateNumber\n    credentialId\n    learnerName\n    courseTitle\n    completionDate\n    issuedAt\n    emailedAt\n  }\n": types.TrainingCertificateFieldsFragmentDoc,
    "\n      query TrainingListEnrollments($filter: EnrollmentFilter, $sort: [EnrollmentSort!], $page: Int, $limit: Int) {\n        enrollments(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingEnrollmentFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.TrainingListEnrollmentsDocument,
    "\n      mutation TrainingCreateEnrollment($input: CreateEnrollmentInput!) {\n        createEnrollment(input: $input) {\n          ...TrainingEnrollmentFields\n        }\n      }\n    ": types.TrainingCreateEnrollmentDocument,
    "\n      mutation TrainingUpdateEnrollmentStatus($id: ID!, $status: EnrollmentStatus!) {\n        updateEnrollmentStatus(id: $id, status: $status) {\n          ...TrainingEnrollmentFields\n        }\n      }\n    ": types.TrainingUpdateEnrollmentStatusDocument,
    "\n      mutation TrainingResendCertificate($enrollmentId: ID!) {\n        resendCertificate(enrollmentId: $enrollmentId) {\n          ...TrainingCertificateFields\n        }\n      }\n    ": types.TrainingResendCertificateDocument,
    "\n  fragment TrainingInterestFields on Interest {\n    id\n    courseId\n    course {\n      id\n      title\n    }\n    name\n    email\n    phone\n    organisation\n    status\n    source\n    brochureRequested\n    brochureSentAt\n    brochureTokenExpiresAt\n    deletedAt\n    erasedAt\n    createdAt\n    updatedAt\n  }\n": types.TrainingInterestFieldsFragmentDoc,
    "\n      mutation TrainingRegisterInterest($course: String!, $input: RegisterInterestInput!) {\n        registerInterest(course: $course, input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    ": types.TrainingRegisterInterestDocument,
    "\n      mutation TrainingCreateInterest($input: CreateInterestInput!) {\n        createInterest(input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    ": types.TrainingCreateInterestDocument,
    "\n      query TrainingListInterests($filter: InterestFilter, $sort: [InterestSort!], $page: Int, $limit: Int) {\n        interests(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingInterestFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.TrainingListInterestsDocument,
    "\n      query TrainingBrochureDownload($token: String!) {\n        brochureDownload(token: $token) {\n          path\n        }\n      }\n    ": types.TrainingBrochureDownloadDocument,
    "\n      mutation TrainingUpdateInterestStatus($id: ID!, $status: InterestStatus!) {\n        updateInterestStatus(id: $id, status: $status) {\n          ...TrainingInterestFields\n        }\n      }\n    ": types.TrainingUpdateInterestStatusDocument,
    "\n      mutation TrainingDeleteInterests($ids: [ID!]!) {\n        deleteInterests(ids: $ids) {\n          matched\n          deleted\n        }\n      }\n    ": types.TrainingDeleteInterestsDocument,
    "\n      mutation TrainingResendBrochure($interestId: ID!) {\n        resendBrochure(interestId: $interestId) {\n          regenerated\n          expiresAt\n        }\n      }\n    ": types.TrainingResendBrochureDocument,
    "\n      mutation TrainingEraseInterest($id: ID!) {\n        eraseInterest(id: $id) {\n          ...TrainingInterestFields\n        }\n      }\n    ": types.TrainingEraseInterestDocument,
    "\n      query TrainingGetMetrics {\n        trainingMetrics {\n          totalCourses\n          publishedCourses\n          totalInterests\n          totalEnrollments\n          totalEnquiries\n          recentInterests {\n            ...TrainingInterestFields\n          }\n        }\n      }\n    ": types.TrainingGetMetricsDocument,
    "\n  fragment TrainingSettingsFields on TrainingSettings {\n    trainingPlanExpiryDays\n    brochureExpiryDays\n  }\n": types.TrainingSettingsFieldsFragmentDoc,
    "\n      query TrainingGetSettings {\n        trainingSettings {\n          ...TrainingSettingsFields\n        }\n      }\n    ": types.TrainingGetSettingsDocument,
    "\n      mutation TrainingUpdateSettings($input: UpdateTrainingSettingsInput!) {\n        updateTrainingSettings(input: $input) {\n          ...TrainingSettingsFields\n        }\n      }\n    ": types.TrainingUpdateSettingsDocument,
    "\n  fragment TrainingTaxonomyRefFields on TaxonomyItem {\n    id\n    name\n    slug\n  }\n": types.TrainingTaxonomyRefFieldsFragmentDoc,
    "\n  fragment TrainingTaxonomyItemFields on TaxonomyItem {\n    ...TrainingTaxonomyRefFields\n    type\n  }\n": types.TrainingTaxonomyItemFieldsFragmentDoc,
    "\n      query TrainingTaxonomies {\n        taxonomies {\n          categories {\n            ...TrainingTaxonomyRefFields\n          }\n          cities {\n            ...TrainingTaxonomyRefFields\n          }\n          associations {\n            ...TrainingTaxonomyRefFields\n          }\n          deliveryModes {\n            ...TrainingTaxonomyRefFields\n          }\n        }\n      }\n    ": types.TrainingTaxonomiesDocument,
    "\n      mutation TrainingCreateTaxonomy($input: CreateTaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": types.TrainingCreateTaxonomyDocument,
    "\n      mutation TrainingUpdateTaxonomy($id: ID!, $type: TaxonomyType, $input: UpdateTaxonomyInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": types.TrainingUpdateTaxonomyDocument,
    "\n      mutation TrainingDeleteTaxonomy($id: ID!, $type: TaxonomyType) {\n        deleteTaxonomy(id: $id, type: $type) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": types.TrainingDeleteTaxonomyDocument,
    "\n      mutation TrainingCreateTaxonomyOfType($input: CreateTaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": types.TrainingCreateTaxonomyOfTypeDocument,
    "\n      mutation TrainingUpdateTaxonomyOfType($id: ID!, $type: TaxonomyType, $input: UpdateTaxonomyInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": types.TrainingUpdateTaxonomyOfTypeDocument,
    "\n      mutation TrainingDeleteTaxonomyOfType($id: ID!, $type: TaxonomyType) {\n        deleteTaxonomy(id: $id, type: $type) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": types.TrainingDeleteTaxonomyOfTypeDocument,
    "\n  fragment TrainingPlanRequestFields on TrainingPlanRequest {\n    id\n    organisation\n    contactName\n    contactEmail\n    contactPhone\n    requirements\n    source\n    emailSentAt\n    downloadTokenExpiresAt\n    deletedAt\n    erasedAt\n    createdAt\n    updatedAt\n  }\n": types.TrainingPlanRequestFieldsFragmentDoc,
    "\n      mutation TrainingRequestTrainingPlanForm($input: RequestTrainingPlanInput!, $form: PublicTrainingPlanForm!) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    ": types.TrainingRequestTrainingPlanFormDocument,
    "\n      mutation TrainingCreateTrainingPlanRequest($input: CreateTrainingPlanRequestInput!) {\n        createTrainingPlanRequest(input: $input) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    ": types.TrainingCreateTrainingPlanRequestDocument,
    "\n      mutation TrainingRequestTrainingPlan($input: RequestTrainingPlanInput!, $form: PublicTrainingPlanForm!) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    ": types.TrainingRequestTrainingPlanDocument,
    "\n      query TrainingListTrainingPlanRequests(\n        $filter: TrainingPlanRequestFilter\n        $sort: [TrainingPlanRequestSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        trainingPlanRequests(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingPlanRequestFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.TrainingListTrainingPlanRequestsDocument,
    "\n      query TrainingPlanDownload($token: String!) {\n        trainingPlanDownload(token: $token) {\n          path\n        }\n      }\n    ": types.TrainingPlanDownloadDocument,
    "\n      mutation TrainingDeleteTrainingPlanRequests($ids: [ID!]!) {\n        deleteTrainingPlanRequests(ids: $ids) {\n          matched\n          deleted\n        }\n      }\n    ": types.TrainingDeleteTrainingPlanRequestsDocument,
    "\n      mutation TrainingResendTrainingPlan($id: ID!) {\n        resendTrainingPlan(id: $id) {\n          regenerated\n          expiresAt\n        }\n      }\n    ": types.TrainingResendTrainingPlanDocument,
    "\n      mutation TrainingEraseTrainingPlanRequest($id: ID!) {\n        eraseTrainingPlanRequest(id: $id) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    ": types.TrainingEraseTrainingPlanRequestDocument,
    "\n      mutation TrainingUploadTrainingPlan($file: Upload!) {\n        uploadTrainingPlan(file: $file) {\n          filename\n          originalFilename\n          contentType\n          size\n          uploadedAt\n        }\n      }\n    ": types.TrainingUploadTrainingPlanDocument,
    "\n      query TrainingPlanFile {\n        trainingPlanFile {\n          path\n          expiresAt\n          expiresIn\n        }\n      }\n    ": types.TrainingPlanFileDocument,
    "\n      query TrainingSignedFile($token: String!) {\n        signedTrainingFile(token: $token) {\n          path\n          expiresAt\n          expiresIn\n        }\n      }\n    ": types.TrainingSignedFileDocument,
    "\n      mutation TrainingUploadCourseBrochure($file: Upload!, $shortCode: String!) {\n        uploadCourseBrochure(file: $file, shortCode: $shortCode) {\n          ...TrainingCourseFields\n        }\n      }\n    ": types.TrainingUploadCourseBrochureDocument,
    "\n      query TrainingVerifyCertificate($certificateNumber: String!) {\n        verifyCertificate(certificateNumber: $certificateNumber) {\n          valid\n          learnerName\n          courseTitle\n          completionDate\n          certificateNumber\n        }\n      }\n    ": types.TrainingVerifyCertificateDocument,
    "\n      query TrainingVerifyCredential($credentialId: String!, $challengeToken: String) {\n        verifyCredential(credentialId: $credentialId, challengeToken: $challengeToken) {\n          credentialId\n          candidateName\n          courseTitle\n          issueDate\n          certificateNumber\n        }\n      }\n    ": types.TrainingVerifyCredentialDocument,
    "\n      query TrainingCertificatePdf($credentialId: String!) {\n        certificatePdf(credentialId: $credentialId) {\n          path\n        }\n      }\n    ": types.TrainingCertificatePdfDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditLogFields on AuditLog {\n    id\n    tenantId\n    action\n    entityType\n    entityId\n    actorId\n    actorEmail\n    before\n    after\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AuditLogFields on AuditLog {\n    id\n    tenantId\n    action\n    entityType\n    entityId\n    actorId\n    actorEmail\n    before\n    after\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComplianceAuditSliceFields on ComplianceAuditEventSlice {\n    items {\n      id\n      action\n      userId\n      userName\n      timestamp\n      details\n      changes {\n        field\n        oldValue\n        newValue\n      }\n    }\n    total\n    limit\n    offset\n    hasMore\n  }\n"): (typeof documents)["\n  fragment ComplianceAuditSliceFields on ComplianceAuditEventSlice {\n    items {\n      id\n      action\n      userId\n      userName\n      timestamp\n      details\n      changes {\n        field\n        oldValue\n        newValue\n      }\n    }\n    total\n    limit\n    offset\n    hasMore\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceAuditOfEntity($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {\n        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceAuditOfEntity($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {\n        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceAuditOfDocument($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {\n        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceAuditOfDocument($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {\n        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceAuditQuery($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {\n        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceAuditQuery($filter: ComplianceAuditEventFilter, $limit: Int, $offset: Int) {\n        complianceAuditEvents(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComplianceDocumentTemplateMetadataFields on DocumentTemplateMetadata {\n    filingForm\n    filingDeadline\n    signatories\n    postSteps {\n      order\n      icon\n      title\n      description\n      type\n      mandatory\n      stampDenomination\n    }\n  }\n"): (typeof documents)["\n  fragment ComplianceDocumentTemplateMetadataFields on DocumentTemplateMetadata {\n    filingForm\n    filingDeadline\n    signatories\n    postSteps {\n      order\n      icon\n      title\n      description\n      type\n      mandatory\n      stampDenomination\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComplianceDocumentTemplateSummaryFields on DocumentTemplateSummary {\n    id\n    tenantId\n    name\n    category\n    legalReference\n    variables\n    metadata {\n      ...ComplianceDocumentTemplateMetadataFields\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ComplianceDocumentTemplateSummaryFields on DocumentTemplateSummary {\n    id\n    tenantId\n    name\n    category\n    legalReference\n    variables\n    metadata {\n      ...ComplianceDocumentTemplateMetadataFields\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComplianceDocumentTemplateFields on DocumentTemplate {\n    id\n    tenantId\n    name\n    category\n    legalReference\n    variables\n    metadata {\n      ...ComplianceDocumentTemplateMetadataFields\n    }\n    createdAt\n    updatedAt\n    body\n  }\n"): (typeof documents)["\n  fragment ComplianceDocumentTemplateFields on DocumentTemplate {\n    id\n    tenantId\n    name\n    category\n    legalReference\n    variables\n    metadata {\n      ...ComplianceDocumentTemplateMetadataFields\n    }\n    createdAt\n    updatedAt\n    body\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceListDocumentTemplates(\n        $tenantId: ID\n        $category: DocumentTemplateCategory\n        $sort: [DocumentTemplateSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        documentTemplates(tenantId: $tenantId, category: $category, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceDocumentTemplateSummaryFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceListDocumentTemplates(\n        $tenantId: ID\n        $category: DocumentTemplateCategory\n        $sort: [DocumentTemplateSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        documentTemplates(tenantId: $tenantId, category: $category, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceDocumentTemplateSummaryFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceGetDocumentTemplate($id: ID!) {\n        documentTemplate(id: $id) {\n          ...ComplianceDocumentTemplateFields\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceGetDocumentTemplate($id: ID!) {\n        documentTemplate(id: $id) {\n          ...ComplianceDocumentTemplateFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceCreateDocumentTemplate($input: CreateDocumentTemplateInput!) {\n        createDocumentTemplate(input: $input) {\n          ...ComplianceDocumentTemplateFields\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceCreateDocumentTemplate($input: CreateDocumentTemplateInput!) {\n        createDocumentTemplate(input: $input) {\n          ...ComplianceDocumentTemplateFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceUpdateDocumentTemplate($id: ID!, $input: UpdateDocumentTemplateInput!) {\n        updateDocumentTemplate(id: $id, input: $input) {\n          ...ComplianceDocumentTemplateFields\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceUpdateDocumentTemplate($id: ID!, $input: UpdateDocumentTemplateInput!) {\n        updateDocumentTemplate(id: $id, input: $input) {\n          ...ComplianceDocumentTemplateFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceGenerateDocument($templateId: ID!, $values: JSONObject!) {\n        generateDocument(templateId: $templateId, values: $values) {\n          templateName\n          category\n          legalReference\n          renderedHtml\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceGenerateDocument($templateId: ID!, $values: JSONObject!) {\n        generateDocument(templateId: $templateId, values: $values) {\n          templateName\n          category\n          legalReference\n          renderedHtml\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComplianceDocumentFields on ComplianceDocument {\n    id\n    tenantId\n    entityId\n    documentType\n    source\n    filename\n    contentType\n    size\n    sha256\n    description\n    uploadedBy\n    uploadedAt\n    downloadUrl {\n      path\n      expiresAt\n      expiresIn\n    }\n    extraction {\n      id\n      status\n      category\n      confidence\n    }\n  }\n"): (typeof documents)["\n  fragment ComplianceDocumentFields on ComplianceDocument {\n    id\n    tenantId\n    entityId\n    documentType\n    source\n    filename\n    contentType\n    size\n    sha256\n    description\n    uploadedBy\n    uploadedAt\n    downloadUrl {\n      path\n      expiresAt\n      expiresIn\n    }\n    extraction {\n      id\n      status\n      category\n      confidence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComplianceExtractionJobFields on ExtractionJob {\n    id\n    documentId\n    entityId\n    documentType\n    status\n    extractor\n    category\n    extractedData\n    fieldConfidence\n    confidence\n    verificationFlags\n    processingTime\n    error\n    attempts\n    createdAt\n    completedAt\n    verifiedAt\n    verifiedBy\n  }\n"): (typeof documents)["\n  fragment ComplianceExtractionJobFields on ExtractionJob {\n    id\n    documentId\n    entityId\n    documentType\n    status\n    extractor\n    category\n    extractedData\n    fieldConfidence\n    confidence\n    verificationFlags\n    processingTime\n    error\n    attempts\n    createdAt\n    completedAt\n    verifiedAt\n    verifiedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceUploadDocument(\n        $file: Upload!\n        $entityId: ID!\n        $documentType: DocumentType!\n        $triggerExtraction: Boolean\n      ) {\n        uploadDocument(\n          file: $file\n          entityId: $entityId\n          documentType: $documentType\n          triggerExtraction: $triggerExtraction\n        ) {\n          document {\n            id\n          }\n          extractionJob {\n            id\n            status\n          }\n          message\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceUploadDocument(\n        $file: Upload!\n        $entityId: ID!\n        $documentType: DocumentType!\n        $triggerExtraction: Boolean\n      ) {\n        uploadDocument(\n          file: $file\n          entityId: $entityId\n          documentType: $documentType\n          triggerExtraction: $triggerExtraction\n        ) {\n          document {\n            id\n          }\n          extractionJob {\n            id\n            status\n          }\n          message\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceProcessDocument($file: Upload!, $documentType: DocumentType) {\n        processDocument(file: $file, documentType: $documentType) {\n          category\n          extractedFields\n          confidence\n          fieldConfidence\n          verificationFlags\n          processingTime\n          extractor\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceProcessDocument($file: Upload!, $documentType: DocumentType) {\n        processDocument(file: $file, documentType: $documentType) {\n          category\n          extractedFields\n          confidence\n          fieldConfidence\n          verificationFlags\n          processingTime\n          extractor\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceSaveVerifiedData($input: SaveVerifiedDataInput!) {\n        saveVerifiedData(input: $input) {\n          entity {\n            id\n            name\n            profileData\n            version\n          }\n          version\n          changed\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceSaveVerifiedData($input: SaveVerifiedDataInput!) {\n        saveVerifiedData(input: $input) {\n          entity {\n            id\n            name\n            profileData\n            version\n          }\n          version\n          changed\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceVaultDocuments(\n        $filter: ComplianceDocumentFilter\n        $sort: [ComplianceDocumentSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        complianceDocuments(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceDocumentFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceVaultDocuments(\n        $filter: ComplianceDocumentFilter\n        $sort: [ComplianceDocumentSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        complianceDocuments(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceDocumentFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceUploadVaultDocument(\n        $file: Upload!\n        $entityId: ID\n        $documentType: DocumentType\n        $description: String\n      ) {\n        uploadVaultDocument(file: $file, entityId: $entityId, documentType: $documentType, description: $description) {\n          ...ComplianceDocumentFields\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceUploadVaultDocument(\n        $file: Upload!\n        $entityId: ID\n        $documentType: DocumentType\n        $description: String\n      ) {\n        uploadVaultDocument(file: $file, entityId: $entityId, documentType: $documentType, description: $description) {\n          ...ComplianceDocumentFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceVaultDocument($id: ID!) {\n        complianceDocument(id: $id) {\n          ...ComplianceDocumentFields\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceVaultDocument($id: ID!) {\n        complianceDocument(id: $id) {\n          ...ComplianceDocumentFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceSignedFile($token: String!) {\n        signedComplianceFile(token: $token) {\n          path\n          expiresAt\n          expiresIn\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceSignedFile($token: String!) {\n        signedComplianceFile(token: $token) {\n          path\n          expiresAt\n          expiresIn\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceDocument($id: ID!) {\n        complianceDocument(id: $id) {\n          ...ComplianceDocumentFields\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceDocument($id: ID!) {\n        complianceDocument(id: $id) {\n          ...ComplianceDocumentFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceEntityDocuments($entityId: ID!) {\n        businessEntity(id: $entityId) {\n          documents {\n            ...ComplianceDocumentFields\n          }\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceEntityDocuments($entityId: ID!) {\n        businessEntity(id: $entityId) {\n          documents {\n            ...ComplianceDocumentFields\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceExtractionJob($id: ID!) {\n        extractionJob(id: $id) {\n          ...ComplianceExtractionJobFields\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceExtractionJob($id: ID!) {\n        extractionJob(id: $id) {\n          ...ComplianceExtractionJobFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComplianceEntityFields on BusinessEntity {\n    id\n    tenantId\n    name\n    entityType\n    profileData\n    version\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ComplianceEntityFields on BusinessEntity {\n    id\n    tenantId\n    name\n    entityType\n    profileData\n    version\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceListEntities($tenantId: ID, $sort: [BusinessEntitySort!], $page: Int, $limit: Int) {\n        businessEntities(tenantId: $tenantId, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceEntityFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceListEntities($tenantId: ID, $sort: [BusinessEntitySort!], $page: Int, $limit: Int) {\n        businessEntities(tenantId: $tenantId, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceEntityFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceCreateEntity($input: CreateBusinessEntityInput!) {\n        createBusinessEntity(input: $input) {\n          ...ComplianceEntityFields\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceCreateEntity($input: CreateBusinessEntityInput!) {\n        createBusinessEntity(input: $input) {\n          ...ComplianceEntityFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceEntity($id: ID!) {\n        businessEntity(id: $id) {\n          ...ComplianceEntityFields\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceEntity($id: ID!) {\n        businessEntity(id: $id) {\n          ...ComplianceEntityFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceUpdateEntityProfile($id: ID!, $version: Int, $profileData: JSONObject!) {\n        updateEntityProfile(id: $id, version: $version, profileData: $profileData) {\n          entity {\n            ...ComplianceEntityFields\n          }\n          version\n          changed\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceUpdateEntityProfile($id: ID!, $version: Int, $profileData: JSONObject!) {\n        updateEntityProfile(id: $id, version: $version, profileData: $profileData) {\n          entity {\n            ...ComplianceEntityFields\n          }\n          version\n          changed\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SubmitErpMetric($input: SubmitErpMetricInput!) {\n        submitErpMetric(input: $input) {\n          referenceId\n          queued\n          metricType\n        }\n      }\n    "): (typeof documents)["\n      mutation SubmitErpMetric($input: SubmitErpMetricInput!) {\n        submitErpMetric(input: $input) {\n          referenceId\n          queued\n          metricType\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment McaFormMappingFields on McaFormMapping {\n    id\n    formType\n    formVersion\n    mcaUrl\n    fieldMappings {\n      profilePath\n      selectors\n      required\n      transform {\n        type\n        format\n      }\n    }\n    validationRules\n    metadata {\n      description\n      requiredDocuments\n    }\n    isActive\n    version\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment McaFormMappingFields on McaFormMapping {\n    id\n    formType\n    formVersion\n    mcaUrl\n    fieldMappings {\n      profilePath\n      selectors\n      required\n      transform {\n        type\n        format\n      }\n    }\n    validationRules\n    metadata {\n      description\n      requiredDocuments\n    }\n    isActive\n    version\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query McaFormMappings($tenantId: ID, $active: Boolean, $sort: [McaFormMappingSort!], $page: Int, $limit: Int) {\n        mcaFormMappings(tenantId: $tenantId, active: $active, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...McaFormMappingFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query McaFormMappings($tenantId: ID, $active: Boolean, $sort: [McaFormMappingSort!], $page: Int, $limit: Int) {\n        mcaFormMappings(tenantId: $tenantId, active: $active, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...McaFormMappingFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query McaFormMapping($formType: String!) {\n        mcaFormMapping(formType: $formType) {\n          ...McaFormMappingFields\n        }\n      }\n    "): (typeof documents)["\n      query McaFormMapping($formType: String!) {\n        mcaFormMapping(formType: $formType) {\n          ...McaFormMappingFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CreateMcaFormMapping($input: CreateMcaFormMappingInput!) {\n        createMcaFormMapping(input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    "): (typeof documents)["\n      mutation CreateMcaFormMapping($input: CreateMcaFormMappingInput!) {\n        createMcaFormMapping(input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateMcaFormMapping($formType: String!, $input: UpdateMcaFormMappingInput!) {\n        updateMcaFormMapping(formType: $formType, input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    "): (typeof documents)["\n      mutation UpdateMcaFormMapping($formType: String!, $input: UpdateMcaFormMappingInput!) {\n        updateMcaFormMapping(formType: $formType, input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ToggleMcaFormMappingActive($formType: String!) {\n        toggleMcaFormMappingActive(formType: $formType) {\n          ...McaFormMappingFields\n        }\n      }\n    "): (typeof documents)["\n      mutation ToggleMcaFormMappingActive($formType: String!) {\n        toggleMcaFormMappingActive(formType: $formType) {\n          ...McaFormMappingFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation PrepareMcaWorkflowRedirect($workflowId: ID!) {\n        prepareMcaWorkflowRedirect(workflowId: $workflowId) {\n          ready\n          formType\n          mcaUrl\n          contextId\n          missingFields\n          requiredDocuments\n          message\n        }\n      }\n    "): (typeof documents)["\n      mutation PrepareMcaWorkflowRedirect($workflowId: ID!) {\n        prepareMcaWorkflowRedirect(workflowId: $workflowId) {\n          ready\n          formType\n          mcaUrl\n          contextId\n          missingFields\n          requiredDocuments\n          message\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceWorkflowHealth {\n        complianceHealth {\n          status\n          database\n          error\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceWorkflowHealth {\n        complianceHealth {\n          status\n          database\n          error\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceHealth {\n        __typename\n      }\n    "): (typeof documents)["\n      query ComplianceHealth {\n        __typename\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query CompliancePlans {\n        subscriptionPlans {\n          id\n          name\n          monthlyPrice\n          limits {\n            entities\n            users\n            workflows\n          }\n          features\n        }\n        entityTypeOptions {\n          value\n          label\n        }\n      }\n    "): (typeof documents)["\n      query CompliancePlans {\n        subscriptionPlans {\n          id\n          name\n          monthlyPrice\n          limits {\n            entities\n            users\n            workflows\n          }\n          features\n        }\n        entityTypeOptions {\n          value\n          label\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComplianceTenantFields on ComplianceTenant {\n    id\n    name\n    entityType\n    contactEmail\n    contactPhone\n    gstin\n    pan\n    registrationNumber\n    subscriptionPlan\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ComplianceTenantFields on ComplianceTenant {\n    id\n    name\n    entityType\n    contactEmail\n    contactPhone\n    gstin\n    pan\n    registrationNumber\n    subscriptionPlan\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceSignUpTenant($input: SignUpTenantInput!) {\n        signUpTenant(input: $input) {\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n          user {\n            id\n            email\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceSignUpTenant($input: SignUpTenantInput!) {\n        signUpTenant(input: $input) {\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n          user {\n            id\n            email\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceCreateTenant($input: CreateTenantInput!) {\n        createTenant(input: $input) {\n          ...ComplianceTenantFields\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceCreateTenant($input: CreateTenantInput!) {\n        createTenant(input: $input) {\n          ...ComplianceTenantFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceListTenants($sort: [ComplianceTenantSort!], $page: Int, $limit: Int) {\n        complianceTenants(sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceTenantFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceListTenants($sort: [ComplianceTenantSort!], $page: Int, $limit: Int) {\n        complianceTenants(sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceTenantFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceUserContext($email: String!) {\n        userContext(email: $email) {\n          id\n          name\n          email\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n          entity {\n            id\n            name\n          }\n          role {\n            id\n            name\n            permissions\n          }\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceUserContext($email: String!) {\n        userContext(email: $email) {\n          id\n          name\n          email\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n          entity {\n            id\n            name\n          }\n          role {\n            id\n            name\n            permissions\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComplianceWorkflowTemplateFields on WorkflowTemplate {\n    id\n    tenantId\n    workflowName\n    legalReference\n    applicabilityRules {\n      entityTypes\n    }\n    timelineLogic {\n      triggerDate\n      deadlineDays\n      reminderDaysBefore\n    }\n    phases {\n      name\n      order\n      tasks {\n        name\n        mandatory\n        advisory\n      }\n    }\n    validationRules\n    advisoryPrompts\n    completionCriteria {\n      allMandatoryTasksCompleted\n      filingConfirmation\n    }\n    isActive\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ComplianceWorkflowTemplateFields on WorkflowTemplate {\n    id\n    tenantId\n    workflowName\n    legalReference\n    applicabilityRules {\n      entityTypes\n    }\n    timelineLogic {\n      triggerDate\n      deadlineDays\n      reminderDaysBefore\n    }\n    phases {\n      name\n      order\n      tasks {\n        name\n        mandatory\n        advisory\n      }\n    }\n    validationRules\n    advisoryPrompts\n    completionCriteria {\n      allMandatoryTasksCompleted\n      filingConfirmation\n    }\n    isActive\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComplianceWorkflowInstanceFields on WorkflowInstance {\n    id\n    tenantId\n    templateId\n    entityId\n    status\n    currentData {\n      phases {\n        name\n        order\n        tasks {\n          id\n          name\n          mandatory\n          advisory\n          completed\n          completedAt\n          completedBy\n        }\n      }\n    }\n    completedAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ComplianceWorkflowInstanceFields on WorkflowInstance {\n    id\n    tenantId\n    templateId\n    entityId\n    status\n    currentData {\n      phases {\n        name\n        order\n        tasks {\n          id\n          name\n          mandatory\n          advisory\n          completed\n          completedAt\n          completedBy\n        }\n      }\n    }\n    completedAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceListWorkflowTemplates(\n        $tenantId: ID\n        $isActive: Boolean\n        $sort: [WorkflowTemplateSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        workflowTemplates(tenantId: $tenantId, isActive: $isActive, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceWorkflowTemplateFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceListWorkflowTemplates(\n        $tenantId: ID\n        $isActive: Boolean\n        $sort: [WorkflowTemplateSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        workflowTemplates(tenantId: $tenantId, isActive: $isActive, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceWorkflowTemplateFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceCreateWorkflowTemplate($input: CreateWorkflowTemplateInput!) {\n        createWorkflowTemplate(input: $input) {\n          ...ComplianceWorkflowTemplateFields\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceCreateWorkflowTemplate($input: CreateWorkflowTemplateInput!) {\n        createWorkflowTemplate(input: $input) {\n          ...ComplianceWorkflowTemplateFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceWorkflowTemplate($id: ID!) {\n        workflowTemplate(id: $id) {\n          ...ComplianceWorkflowTemplateFields\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceWorkflowTemplate($id: ID!) {\n        workflowTemplate(id: $id) {\n          ...ComplianceWorkflowTemplateFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceUpdateWorkflowTemplate($id: ID!, $input: UpdateWorkflowTemplateInput!) {\n        updateWorkflowTemplate(id: $id, input: $input) {\n          ...ComplianceWorkflowTemplateFields\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceUpdateWorkflowTemplate($id: ID!, $input: UpdateWorkflowTemplateInput!) {\n        updateWorkflowTemplate(id: $id, input: $input) {\n          ...ComplianceWorkflowTemplateFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceListWorkflowInstances(\n        $tenantId: ID\n        $status: WorkflowStatus\n        $entityId: ID\n        $templateId: ID\n        $sort: [WorkflowInstanceSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        workflowInstances(\n          tenantId: $tenantId\n          status: $status\n          entityId: $entityId\n          templateId: $templateId\n          sort: $sort\n          page: $page\n          limit: $limit\n        ) {\n          items {\n            ...ComplianceWorkflowInstanceFields\n            template {\n              id\n              workflowName\n              legalReference\n            }\n            entity {\n              id\n              name\n            }\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceListWorkflowInstances(\n        $tenantId: ID\n        $status: WorkflowStatus\n        $entityId: ID\n        $templateId: ID\n        $sort: [WorkflowInstanceSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        workflowInstances(\n          tenantId: $tenantId\n          status: $status\n          entityId: $entityId\n          templateId: $templateId\n          sort: $sort\n          page: $page\n          limit: $limit\n        ) {\n          items {\n            ...ComplianceWorkflowInstanceFields\n            template {\n              id\n              workflowName\n              legalReference\n            }\n            entity {\n              id\n              name\n            }\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceCreateWorkflowInstance($input: CreateWorkflowInstanceInput!) {\n        createWorkflowInstance(input: $input) {\n          ...ComplianceWorkflowInstanceFields\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceCreateWorkflowInstance($input: CreateWorkflowInstanceInput!) {\n        createWorkflowInstance(input: $input) {\n          ...ComplianceWorkflowInstanceFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceWorkflowInstance($id: ID!) {\n        workflowInstance(id: $id) {\n          ...ComplianceWorkflowInstanceFields\n          template {\n            ...ComplianceWorkflowTemplateFields\n          }\n          entity {\n            id\n            name\n            entityType\n            profileData\n            version\n          }\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceWorkflowInstance($id: ID!) {\n        workflowInstance(id: $id) {\n          ...ComplianceWorkflowInstanceFields\n          template {\n            ...ComplianceWorkflowTemplateFields\n          }\n          entity {\n            id\n            name\n            entityType\n            profileData\n            version\n          }\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceUpdateWorkflowTask($instanceId: ID!, $input: UpdateWorkflowTaskInput!) {\n        updateWorkflowTask(instanceId: $instanceId, input: $input) {\n          ...ComplianceWorkflowInstanceFields\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceUpdateWorkflowTask($instanceId: ID!, $input: UpdateWorkflowTaskInput!) {\n        updateWorkflowTask(instanceId: $instanceId, input: $input) {\n          ...ComplianceWorkflowInstanceFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceGenerateWorkflowCertificate($instanceId: ID!) {\n        generateWorkflowCertificate(instanceId: $instanceId) {\n          path\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceGenerateWorkflowCertificate($instanceId: ID!) {\n        generateWorkflowCertificate(instanceId: $instanceId) {\n          path\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactoryArticleFields on FactoryArticle {\n    id\n    tenantId\n    articleNo\n    name\n    attributes\n    stepRates {\n      step\n      rate\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment FactoryArticleFields on FactoryArticle {\n    id\n    tenantId\n    articleNo\n    name\n    attributes\n    stepRates {\n      step\n      rate\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryListArticles($search: String, $page: Int, $limit: Int) {\n        factoryArticles(search: $search, page: $page, limit: $limit) {\n          items {\n            ...FactoryArticleFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query FactoryListArticles($search: String, $page: Int, $limit: Int) {\n        factoryArticles(search: $search, page: $page, limit: $limit) {\n          items {\n            ...FactoryArticleFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryArticleOptions {\n        factoryArticleOptions {\n          id\n          articleNo\n          name\n        }\n      }\n    "): (typeof documents)["\n      query FactoryArticleOptions {\n        factoryArticleOptions {\n          id\n          articleNo\n          name\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryCreateArticle($input: CreateFactoryArticleInput!) {\n        createFactoryArticle(input: $input) {\n          ...FactoryArticleFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryCreateArticle($input: CreateFactoryArticleInput!) {\n        createFactoryArticle(input: $input) {\n          ...FactoryArticleFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryArticle($id: ID!) {\n        factoryArticle(id: $id) {\n          ...FactoryArticleFields\n        }\n      }\n    "): (typeof documents)["\n      query FactoryArticle($id: ID!) {\n        factoryArticle(id: $id) {\n          ...FactoryArticleFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryUpdateArticle($id: ID!, $input: UpdateFactoryArticleInput!) {\n        updateFactoryArticle(id: $id, input: $input) {\n          ...FactoryArticleFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryUpdateArticle($id: ID!, $input: UpdateFactoryArticleInput!) {\n        updateFactoryArticle(id: $id, input: $input) {\n          ...FactoryArticleFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryDeleteArticle($id: ID!) {\n        deleteFactoryArticle(id: $id) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryDeleteArticle($id: ID!) {\n        deleteFactoryArticle(id: $id) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryAuditLogs($filter: AuditLogFilter, $page: Int, $limit: Int) {\n        factoryAuditLogs(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...AuditLogFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query FactoryAuditLogs($filter: AuditLogFilter, $page: Int, $limit: Int) {\n        factoryAuditLogs(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...AuditLogFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryRecordAuditLog($input: AuditLogInput!) {\n        recordFactoryAuditLog(input: $input) {\n          ...AuditLogFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryRecordAuditLog($input: AuditLogInput!) {\n        recordFactoryAuditLog(input: $input) {\n          ...AuditLogFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactorySessionFields on FactorySession {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  fragment FactorySessionFields on FactorySession {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryLogin($email: String!, $password: String!, $panel: FactoryLoginPanel) {\n        factoryLogin(email: $email, password: $password, panel: $panel) {\n          ...FactorySessionFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryLogin($email: String!, $password: String!, $panel: FactoryLoginPanel) {\n        factoryLogin(email: $email, password: $password, panel: $panel) {\n          ...FactorySessionFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryRefresh {\n        factoryRefresh {\n          ...FactorySessionFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryRefresh {\n        factoryRefresh {\n          ...FactorySessionFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryLogout {\n        factoryLogout\n      }\n    "): (typeof documents)["\n      mutation FactoryLogout {\n        factoryLogout\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactorySignup(\n        $tenantId: ID\n        $name: String!\n        $email: String!\n        $password: String!\n        $passwordConfirm: String!\n        $role: FactoryRole\n      ) {\n        factorySignup(\n          tenantId: $tenantId\n          name: $name\n          email: $email\n          password: $password\n          passwordConfirm: $passwordConfirm\n          role: $role\n        ) {\n          id\n          name\n          email\n          role\n        }\n      }\n    "): (typeof documents)["\n      mutation FactorySignup(\n        $tenantId: ID\n        $name: String!\n        $email: String!\n        $password: String!\n        $passwordConfirm: String!\n        $role: FactoryRole\n      ) {\n        factorySignup(\n          tenantId: $tenantId\n          name: $name\n          email: $email\n          password: $password\n          passwordConfirm: $passwordConfirm\n          role: $role\n        ) {\n          id\n          name\n          email\n          role\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryForgotPassword($email: String!) {\n        factoryForgotPassword(email: $email)\n      }\n    "): (typeof documents)["\n      mutation FactoryForgotPassword($email: String!) {\n        factoryForgotPassword(email: $email)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryResetPassword($token: String!, $password: String!, $passwordConfirm: String!) {\n        factoryResetPassword(token: $token, password: $password, passwordConfirm: $passwordConfirm) {\n          ...FactorySessionFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryResetPassword($token: String!, $password: String!, $passwordConfirm: String!) {\n        factoryResetPassword(token: $token, password: $password, passwordConfirm: $passwordConfirm) {\n          ...FactorySessionFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactoryCorsOriginFields on FactoryCorsOrigin {\n    id\n    origin\n    createdAt\n  }\n"): (typeof documents)["\n  fragment FactoryCorsOriginFields on FactoryCorsOrigin {\n    id\n    origin\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryCorsOrigins {\n        factoryCorsOrigins {\n          ...FactoryCorsOriginFields\n        }\n      }\n    "): (typeof documents)["\n      query FactoryCorsOrigins {\n        factoryCorsOrigins {\n          ...FactoryCorsOriginFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryAddCorsOrigin($origin: String!) {\n        addFactoryCorsOrigin(origin: $origin) {\n          ...FactoryCorsOriginFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryAddCorsOrigin($origin: String!) {\n        addFactoryCorsOrigin(origin: $origin) {\n          ...FactoryCorsOriginFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryRemoveCorsOrigin($origin: String!) {\n        removeFactoryCorsOrigin(origin: $origin) {\n          ...FactoryCorsOriginFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryRemoveCorsOrigin($origin: String!) {\n        removeFactoryCorsOrigin(origin: $origin) {\n          ...FactoryCorsOriginFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactoryJobFields on FactoryJob {\n    id\n    jobNo\n    article {\n      id\n      articleNo\n      name\n    }\n    size\n    quantity\n    status\n    steps {\n      id\n      name\n      order\n      isPaid\n      rate\n      status\n      worker {\n        id\n        name\n      }\n      startedAt\n      completedAt\n    }\n    createdAt\n    updatedAt\n    completedAt\n  }\n"): (typeof documents)["\n  fragment FactoryJobFields on FactoryJob {\n    id\n    jobNo\n    article {\n      id\n      articleNo\n      name\n    }\n    size\n    quantity\n    status\n    steps {\n      id\n      name\n      order\n      isPaid\n      rate\n      status\n      worker {\n        id\n        name\n      }\n      startedAt\n      completedAt\n    }\n    createdAt\n    updatedAt\n    completedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryListJobs($filter: FactoryJobFilter, $page: Int, $limit: Int) {\n        factoryJobs(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...FactoryJobFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query FactoryListJobs($filter: FactoryJobFilter, $page: Int, $limit: Int) {\n        factoryJobs(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...FactoryJobFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryCreateJob($input: CreateFactoryJobInput!) {\n        createFactoryJob(input: $input) {\n          ...FactoryJobFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryCreateJob($input: CreateFactoryJobInput!) {\n        createFactoryJob(input: $input) {\n          ...FactoryJobFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryGetJob($id: ID!) {\n        factoryJob(id: $id) {\n          ...FactoryJobFields\n        }\n      }\n    "): (typeof documents)["\n      query FactoryGetJob($id: ID!) {\n        factoryJob(id: $id) {\n          ...FactoryJobFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryCancelJob($id: ID!) {\n        cancelFactoryJob(id: $id) {\n          ...FactoryJobFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryCancelJob($id: ID!) {\n        cancelFactoryJob(id: $id) {\n          ...FactoryJobFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryMoveJobStep($id: ID!, $input: MoveFactoryJobStepInput!) {\n        moveFactoryJobStep(id: $id, input: $input) {\n          job {\n            ...FactoryJobFields\n          }\n          credited\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryMoveJobStep($id: ID!, $input: MoveFactoryJobStepInput!) {\n        moveFactoryJobStep(id: $id, input: $input) {\n          job {\n            ...FactoryJobFields\n          }\n          credited\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryDeleteJob($id: ID!) {\n        deleteFactoryJob(id: $id)\n      }\n    "): (typeof documents)["\n      mutation FactoryDeleteJob($id: ID!) {\n        deleteFactoryJob(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactoryLedgerEntryFields on FactoryLedgerEntry {\n    id\n    workerId\n    type\n    ledgerType\n    amount\n    description\n    jobId\n    jobStepId\n    transactionId\n    date\n    createdAt\n  }\n"): (typeof documents)["\n  fragment FactoryLedgerEntryFields on FactoryLedgerEntry {\n    id\n    workerId\n    type\n    ledgerType\n    amount\n    description\n    jobId\n    jobStepId\n    transactionId\n    date\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryWorkerLedger($workerId: ID!, $from: String, $to: String, $page: Int, $limit: Int) {\n        factoryLedgerEntries(workerId: $workerId, from: $from, to: $to, page: $page, limit: $limit) {\n          items {\n            ...FactoryLedgerEntryFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query FactoryWorkerLedger($workerId: ID!, $from: String, $to: String, $page: Int, $limit: Int) {\n        factoryLedgerEntries(workerId: $workerId, from: $from, to: $to, page: $page, limit: $limit) {\n          items {\n            ...FactoryLedgerEntryFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryWorkerLedgerSummary($workerId: ID!, $from: String, $to: String) {\n        factoryLedgerSummary(workerId: $workerId, from: $from, to: $to) {\n          workerId\n          totalCredit\n          totalDebit\n          balance\n          entries\n          from\n          to\n        }\n      }\n    "): (typeof documents)["\n      query FactoryWorkerLedgerSummary($workerId: ID!, $from: String, $to: String) {\n        factoryLedgerSummary(workerId: $workerId, from: $from, to: $to) {\n          workerId\n          totalCredit\n          totalDebit\n          balance\n          entries\n          from\n          to\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryLedgerAdjustment($input: CreateFactoryLedgerAdjustmentInput!) {\n        createFactoryLedgerAdjustment(input: $input) {\n          ...FactoryLedgerEntryFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryLedgerAdjustment($input: CreateFactoryLedgerAdjustmentInput!) {\n        createFactoryLedgerAdjustment(input: $input) {\n          ...FactoryLedgerEntryFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactoryMasterDataFields on FactoryMasterDataValues {\n    id\n    tenantId\n    attributeName\n    values\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment FactoryMasterDataFields on FactoryMasterDataValues {\n    id\n    tenantId\n    attributeName\n    values\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryMasterDataValues($tenantId: ID!) {\n        factoryMasterDataValues(tenantId: $tenantId) {\n          ...FactoryMasterDataFields\n        }\n      }\n    "): (typeof documents)["\n      query FactoryMasterDataValues($tenantId: ID!) {\n        factoryMasterDataValues(tenantId: $tenantId) {\n          ...FactoryMasterDataFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryUpsertMasterDataValues($input: UpsertFactoryMasterDataValuesInput!) {\n        upsertFactoryMasterDataValues(input: $input) {\n          masterData {\n            ...FactoryMasterDataFields\n          }\n          created\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryUpsertMasterDataValues($input: UpsertFactoryMasterDataValuesInput!) {\n        upsertFactoryMasterDataValues(input: $input) {\n          masterData {\n            ...FactoryMasterDataFields\n          }\n          created\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactoryPlanFields on FactoryPlan {\n    id\n    name\n    slug\n    description\n    limits {\n      maxUsers\n      maxWorkers\n      maxJobSteps\n      maxArticleAttributes\n    }\n    rateLimits {\n      maxRequests\n      windowMs\n    }\n    isActive\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment FactoryPlanFields on FactoryPlan {\n    id\n    name\n    slug\n    description\n    limits {\n      maxUsers\n      maxWorkers\n      maxJobSteps\n      maxArticleAttributes\n    }\n    rateLimits {\n      maxRequests\n      windowMs\n    }\n    isActive\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryListPlans($page: Int, $limit: Int) {\n        factoryPlans(page: $page, limit: $limit) {\n          items {\n            ...FactoryPlanFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query FactoryListPlans($page: Int, $limit: Int) {\n        factoryPlans(page: $page, limit: $limit) {\n          items {\n            ...FactoryPlanFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryPlan($slug: String!) {\n        factoryPlan(slug: $slug) {\n          ...FactoryPlanFields\n        }\n      }\n    "): (typeof documents)["\n      query FactoryPlan($slug: String!) {\n        factoryPlan(slug: $slug) {\n          ...FactoryPlanFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryCreatePlan($input: CreateFactoryPlanInput!) {\n        createFactoryPlan(input: $input) {\n          ...FactoryPlanFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryCreatePlan($input: CreateFactoryPlanInput!) {\n        createFactoryPlan(input: $input) {\n          ...FactoryPlanFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryUpdatePlan($slug: String!, $input: UpdateFactoryPlanInput!) {\n        updateFactoryPlan(slug: $slug, input: $input) {\n          ...FactoryPlanFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryUpdatePlan($slug: String!, $input: UpdateFactoryPlanInput!) {\n        updateFactoryPlan(slug: $slug, input: $input) {\n          ...FactoryPlanFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryDeletePlan($slug: String!) {\n        deleteFactoryPlan(slug: $slug) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryDeletePlan($slug: String!) {\n        deleteFactoryPlan(slug: $slug) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactoryProductionReportFields on FactoryProductionReport {\n    groupBy\n    from\n    to\n    groups {\n      key\n      label\n      steps\n      pieces\n      amount\n    }\n    totals {\n      steps\n      pieces\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment FactoryProductionReportFields on FactoryProductionReport {\n    groupBy\n    from\n    to\n    groups {\n      key\n      label\n      steps\n      pieces\n      amount\n    }\n    totals {\n      steps\n      pieces\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryTaskReportByGroup($input: FactoryTaskReportInput!) {\n        factoryTaskReport(input: $input) {\n          ...FactoryProductionReportFields\n        }\n      }\n    "): (typeof documents)["\n      query FactoryTaskReportByGroup($input: FactoryTaskReportInput!) {\n        factoryTaskReport(input: $input) {\n          ...FactoryProductionReportFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryReportByArticle($articleId: ID!, $groupBy: FactoryReportGrouping, $from: String, $to: String) {\n        factoryArticleReport(articleId: $articleId, groupBy: $groupBy, from: $from, to: $to) {\n          ...FactoryProductionReportFields\n        }\n      }\n    "): (typeof documents)["\n      query FactoryReportByArticle($articleId: ID!, $groupBy: FactoryReportGrouping, $from: String, $to: String) {\n        factoryArticleReport(articleId: $articleId, groupBy: $groupBy, from: $from, to: $to) {\n          ...FactoryProductionReportFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactoryTenantConfigFields on FactoryTenantConfig {\n    id\n    tenantId\n    jobSteps {\n      name\n      order\n      isPaid\n    }\n    articleAttributes {\n      name\n      label\n      type\n      isRequired\n    }\n    sizeRange {\n      min\n      max\n    }\n    customLedgerTypes\n    pagination {\n      defaultPageSize\n      maxPageSize\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment FactoryTenantConfigFields on FactoryTenantConfig {\n    id\n    tenantId\n    jobSteps {\n      name\n      order\n      isPaid\n    }\n    articleAttributes {\n      name\n      label\n      type\n      isRequired\n    }\n    sizeRange {\n      min\n      max\n    }\n    customLedgerTypes\n    pagination {\n      defaultPageSize\n      maxPageSize\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryUpsertTenantConfig($input: UpsertFactoryTenantConfigInput!) {\n        upsertFactoryTenantConfig(input: $input) {\n          config {\n            ...FactoryTenantConfigFields\n          }\n          created\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryUpsertTenantConfig($input: UpsertFactoryTenantConfigInput!) {\n        upsertFactoryTenantConfig(input: $input) {\n          config {\n            ...FactoryTenantConfigFields\n          }\n          created\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryTenantConfig($tenantId: ID!) {\n        factoryTenantConfig(tenantId: $tenantId) {\n          ...FactoryTenantConfigFields\n        }\n      }\n    "): (typeof documents)["\n      query FactoryTenantConfig($tenantId: ID!) {\n        factoryTenantConfig(tenantId: $tenantId) {\n          ...FactoryTenantConfigFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactoryTenantFields on FactoryTenant {\n    id\n    name\n    slug\n    plan {\n      slug\n    }\n    domain\n    domainStatus\n    status\n    settings {\n      maxUsers\n      maxWorkers\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment FactoryTenantFields on FactoryTenant {\n    id\n    name\n    slug\n    plan {\n      slug\n    }\n    domain\n    domainStatus\n    status\n    settings {\n      maxUsers\n      maxWorkers\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactoryTenantProvisioningFields on FactoryTenantProvisioning {\n    tenant {\n      ...FactoryTenantFields\n    }\n    provisioningResult {\n      subdomain\n      hosting {\n        status\n        error\n      }\n      dns {\n        status\n        error\n      }\n    }\n    complete\n  }\n"): (typeof documents)["\n  fragment FactoryTenantProvisioningFields on FactoryTenantProvisioning {\n    tenant {\n      ...FactoryTenantFields\n    }\n    provisioningResult {\n      subdomain\n      hosting {\n        status\n        error\n      }\n      dns {\n        status\n        error\n      }\n    }\n    complete\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryTenantStats {\n        factoryTenantStats {\n          total\n          byStatus {\n            active\n            suspended\n          }\n          byDomainStatus {\n            active\n            pending\n          }\n        }\n      }\n    "): (typeof documents)["\n      query FactoryTenantStats {\n        factoryTenantStats {\n          total\n          byStatus {\n            active\n            suspended\n          }\n          byDomainStatus {\n            active\n            pending\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryListTenants($page: Int, $limit: Int, $status: FactoryTenantStatus) {\n        factoryTenants(page: $page, limit: $limit, status: $status) {\n          items {\n            ...FactoryTenantFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query FactoryListTenants($page: Int, $limit: Int, $status: FactoryTenantStatus) {\n        factoryTenants(page: $page, limit: $limit, status: $status) {\n          items {\n            ...FactoryTenantFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryCreateTenant($input: CreateFactoryTenantInput!) {\n        createFactoryTenant(input: $input) {\n          ...FactoryTenantProvisioningFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryCreateTenant($input: CreateFactoryTenantInput!) {\n        createFactoryTenant(input: $input) {\n          ...FactoryTenantProvisioningFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryTenant($id: ID!) {\n        factoryTenant(id: $id) {\n          ...FactoryTenantFields\n        }\n      }\n    "): (typeof documents)["\n      query FactoryTenant($id: ID!) {\n        factoryTenant(id: $id) {\n          ...FactoryTenantFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryUpdateTenant($id: ID!, $input: UpdateFactoryTenantInput!) {\n        updateFactoryTenant(id: $id, input: $input) {\n          ...FactoryTenantFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryUpdateTenant($id: ID!, $input: UpdateFactoryTenantInput!) {\n        updateFactoryTenant(id: $id, input: $input) {\n          ...FactoryTenantFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactorySetTenantStatus($id: ID!, $status: FactoryTenantStatus!) {\n        setFactoryTenantStatus(id: $id, status: $status) {\n          ...FactoryTenantFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactorySetTenantStatus($id: ID!, $status: FactoryTenantStatus!) {\n        setFactoryTenantStatus(id: $id, status: $status) {\n          ...FactoryTenantFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryRetryTenantDomain($id: ID!) {\n        retryFactoryTenantDomain(id: $id) {\n          ...FactoryTenantProvisioningFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryRetryTenantDomain($id: ID!) {\n        retryFactoryTenantDomain(id: $id) {\n          ...FactoryTenantProvisioningFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryDeleteTenant($id: ID!) {\n        deleteFactoryTenant(id: $id) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryDeleteTenant($id: ID!) {\n        deleteFactoryTenant(id: $id) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactoryTransactionFields on FactoryTransaction {\n    id\n    worker {\n      id\n      name\n    }\n    amount\n    type\n    status\n    note\n    date\n    paidAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment FactoryTransactionFields on FactoryTransaction {\n    id\n    worker {\n      id\n      name\n    }\n    amount\n    type\n    status\n    note\n    date\n    paidAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryListTransactions($filter: FactoryTransactionFilter, $page: Int, $limit: Int) {\n        factoryTransactions(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...FactoryTransactionFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query FactoryListTransactions($filter: FactoryTransactionFilter, $page: Int, $limit: Int) {\n        factoryTransactions(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...FactoryTransactionFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryCreateTransaction($input: CreateFactoryTransactionInput!) {\n        createFactoryTransaction(input: $input) {\n          ...FactoryTransactionFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryCreateTransaction($input: CreateFactoryTransactionInput!) {\n        createFactoryTransaction(input: $input) {\n          ...FactoryTransactionFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryMakePayment($input: MakeFactoryPaymentInput!) {\n        makeFactoryPayment(input: $input) {\n          transaction {\n            ...FactoryTransactionFields\n          }\n          ledgerEntry {\n            ...FactoryLedgerEntryFields\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryMakePayment($input: MakeFactoryPaymentInput!) {\n        makeFactoryPayment(input: $input) {\n          transaction {\n            ...FactoryTransactionFields\n          }\n          ledgerEntry {\n            ...FactoryLedgerEntryFields\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryGetTransaction($id: ID!) {\n        factoryTransaction(id: $id) {\n          ...FactoryTransactionFields\n        }\n      }\n    "): (typeof documents)["\n      query FactoryGetTransaction($id: ID!) {\n        factoryTransaction(id: $id) {\n          ...FactoryTransactionFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryUpdateTransaction($id: ID!, $input: UpdateFactoryTransactionInput!) {\n        updateFactoryTransaction(id: $id, input: $input) {\n          ...FactoryTransactionFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryUpdateTransaction($id: ID!, $input: UpdateFactoryTransactionInput!) {\n        updateFactoryTransaction(id: $id, input: $input) {\n          ...FactoryTransactionFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryDeleteTransaction($id: ID!) {\n        deleteFactoryTransaction(id: $id)\n      }\n    "): (typeof documents)["\n      mutation FactoryDeleteTransaction($id: ID!) {\n        deleteFactoryTransaction(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FactoryWorkerFields on FactoryWorker {\n    id\n    tenantId\n    name\n    phone\n    skills\n    isActive\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment FactoryWorkerFields on FactoryWorker {\n    id\n    tenantId\n    name\n    phone\n    skills\n    isActive\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryListWorkers($skill: String, $search: String, $page: Int, $limit: Int) {\n        factoryWorkers(skill: $skill, search: $search, page: $page, limit: $limit) {\n          items {\n            ...FactoryWorkerFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query FactoryListWorkers($skill: String, $search: String, $page: Int, $limit: Int) {\n        factoryWorkers(skill: $skill, search: $search, page: $page, limit: $limit) {\n          items {\n            ...FactoryWorkerFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryInitDefaultWorker {\n        initFactoryDefaultWorker {\n          worker {\n            ...FactoryWorkerFields\n          }\n          created\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryInitDefaultWorker {\n        initFactoryDefaultWorker {\n          worker {\n            ...FactoryWorkerFields\n          }\n          created\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryCreateWorker($input: CreateFactoryWorkerInput!) {\n        createFactoryWorker(input: $input) {\n          ...FactoryWorkerFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryCreateWorker($input: CreateFactoryWorkerInput!) {\n        createFactoryWorker(input: $input) {\n          ...FactoryWorkerFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query FactoryWorker($id: ID!) {\n        factoryWorker(id: $id) {\n          ...FactoryWorkerFields\n        }\n      }\n    "): (typeof documents)["\n      query FactoryWorker($id: ID!) {\n        factoryWorker(id: $id) {\n          ...FactoryWorkerFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryUpdateWorker($id: ID!, $input: UpdateFactoryWorkerInput!) {\n        updateFactoryWorker(id: $id, input: $input) {\n          ...FactoryWorkerFields\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryUpdateWorker($id: ID!, $input: UpdateFactoryWorkerInput!) {\n        updateFactoryWorker(id: $id, input: $input) {\n          ...FactoryWorkerFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation FactoryDeleteWorker($id: ID!) {\n        deleteFactoryWorker(id: $id) {\n          id\n        }\n      }\n    "): (typeof documents)["\n      mutation FactoryDeleteWorker($id: ID!) {\n        deleteFactoryWorker(id: $id) {\n          id\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingListAuditLogs($filter: AuditLogFilter, $page: Int, $limit: Int) {\n        trainingAuditLogs(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...AuditLogFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query TrainingListAuditLogs($filter: AuditLogFilter, $page: Int, $limit: Int) {\n        trainingAuditLogs(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...AuditLogFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingRecordAuditLog($input: AuditLogInput!) {\n        recordTrainingAuditLog(input: $input) {\n          ...AuditLogFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingRecordAuditLog($input: AuditLogInput!) {\n        recordTrainingAuditLog(input: $input) {\n          ...AuditLogFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingCourseFields on Course {\n    id\n    title\n    slug\n    description\n    isPublished\n    status\n    deliveryMode\n    durationDays\n    schedule\n    courseOutline\n    overview\n    brochureUrl\n    categories {\n      ...TrainingTaxonomyRefFields\n    }\n    cities {\n      ...TrainingTaxonomyRefFields\n    }\n    associations {\n      ...TrainingTaxonomyRefFields\n    }\n    deletedAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment TrainingCourseFields on Course {\n    id\n    title\n    slug\n    description\n    isPublished\n    status\n    deliveryMode\n    durationDays\n    schedule\n    courseOutline\n    overview\n    brochureUrl\n    categories {\n      ...TrainingTaxonomyRefFields\n    }\n    cities {\n      ...TrainingTaxonomyRefFields\n    }\n    associations {\n      ...TrainingTaxonomyRefFields\n    }\n    deletedAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingListCourses($filter: CourseFilter, $sort: [CourseSort!], $page: Int, $limit: Int) {\n        courses(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingCourseFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query TrainingListCourses($filter: CourseFilter, $sort: [CourseSort!], $page: Int, $limit: Int) {\n        courses(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingCourseFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingCreateCourse($input: CreateCourseInput!) {\n        createCourse(input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingCreateCourse($input: CreateCourseInput!) {\n        createCourse(input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingBulkUpdateCourses($ids: [ID!]!, $updates: CourseBulkUpdateInput!) {\n        bulkUpdateCourses(ids: $ids, updates: $updates) {\n          matched\n          updated\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingBulkUpdateCourses($ids: [ID!]!, $updates: CourseBulkUpdateInput!) {\n        bulkUpdateCourses(ids: $ids, updates: $updates) {\n          matched\n          updated\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingGetCourse($idOrSlug: String!) {\n        course(idOrSlug: $idOrSlug) {\n          ...TrainingCourseFields\n        }\n      }\n    "): (typeof documents)["\n      query TrainingGetCourse($idOrSlug: String!) {\n        course(idOrSlug: $idOrSlug) {\n          ...TrainingCourseFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingUpdateCourse($id: ID!, $input: UpdateCourseInput!) {\n        updateCourse(id: $id, input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingUpdateCourse($id: ID!, $input: UpdateCourseInput!) {\n        updateCourse(id: $id, input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingDeleteCourse($id: ID!) {\n        deleteCourse(id: $id) {\n          ...TrainingCourseFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingDeleteCourse($id: ID!) {\n        deleteCourse(id: $id) {\n          ...TrainingCourseFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingEnquiryFields on Enquiry {\n    id\n    name\n    email\n    message\n    status\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment TrainingEnquiryFields on Enquiry {\n    id\n    name\n    email\n    message\n    status\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingSubmitEnquiry($input: SubmitEnquiryInput!) {\n        submitEnquiry(input: $input) {\n          ...TrainingEnquiryFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingSubmitEnquiry($input: SubmitEnquiryInput!) {\n        submitEnquiry(input: $input) {\n          ...TrainingEnquiryFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingListEnquiries($filter: EnquiryFilter, $sort: [EnquirySort!], $page: Int, $limit: Int) {\n        enquiries(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingEnquiryFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query TrainingListEnquiries($filter: EnquiryFilter, $sort: [EnquirySort!], $page: Int, $limit: Int) {\n        enquiries(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingEnquiryFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingUpdateEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n        updateEnquiryStatus(id: $id, status: $status) {\n          ...TrainingEnquiryFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingUpdateEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n        updateEnquiryStatus(id: $id, status: $status) {\n          ...TrainingEnquiryFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingEnrollmentFields on Enrollment {\n    id\n    courseId\n    course {\n      title\n    }\n    interestId\n    learnerName\n    learnerEmail\n    organisation\n    scheduledDate\n    status\n    completedAt\n    certificate {\n      certificateNumber\n      credentialId\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment TrainingEnrollmentFields on Enrollment {\n    id\n    courseId\n    course {\n      title\n    }\n    interestId\n    learnerName\n    learnerEmail\n    organisation\n    scheduledDate\n    status\n    completedAt\n    certificate {\n      certificateNumber\n      credentialId\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingCertificateFields on Certificate {\n    id\n    enrollmentId\n    certificateNumber\n    credentialId\n    learnerName\n    courseTitle\n    completionDate\n    issuedAt\n    emailedAt\n  }\n"): (typeof documents)["\n  fragment TrainingCertificateFields on Certificate {\n    id\n    enrollmentId\n    certificateNumber\n    credentialId\n    learnerName\n    courseTitle\n    completionDate\n    issuedAt\n    emailedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingListEnrollments($filter: EnrollmentFilter, $sort: [EnrollmentSort!], $page: Int, $limit: Int) {\n        enrollments(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingEnrollmentFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query TrainingListEnrollments($filter: EnrollmentFilter, $sort: [EnrollmentSort!], $page: Int, $limit: Int) {\n        enrollments(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingEnrollmentFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingCreateEnrollment($input: CreateEnrollmentInput!) {\n        createEnrollment(input: $input) {\n          ...TrainingEnrollmentFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingCreateEnrollment($input: CreateEnrollmentInput!) {\n        createEnrollment(input: $input) {\n          ...TrainingEnrollmentFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingUpdateEnrollmentStatus($id: ID!, $status: EnrollmentStatus!) {\n        updateEnrollmentStatus(id: $id, status: $status) {\n          ...TrainingEnrollmentFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingUpdateEnrollmentStatus($id: ID!, $status: EnrollmentStatus!) {\n        updateEnrollmentStatus(id: $id, status: $status) {\n          ...TrainingEnrollmentFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingResendCertificate($enrollmentId: ID!) {\n        resendCertificate(enrollmentId: $enrollmentId) {\n          ...TrainingCertificateFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingResendCertificate($enrollmentId: ID!) {\n        resendCertificate(enrollmentId: $enrollmentId) {\n          ...TrainingCertificateFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingInterestFields on Interest {\n    id\n    courseId\n    course {\n      id\n      title\n    }\n    name\n    email\n    phone\n    organisation\n    status\n    source\n    brochureRequested\n    brochureSentAt\n    brochureTokenExpiresAt\n    deletedAt\n    erasedAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment TrainingInterestFields on Interest {\n    id\n    courseId\n    course {\n      id\n      title\n    }\n    name\n    email\n    phone\n    organisation\n    status\n    source\n    brochureRequested\n    brochureSentAt\n    brochureTokenExpiresAt\n    deletedAt\n    erasedAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingRegisterInterest($course: String!, $input: RegisterInterestInput!) {\n        registerInterest(course: $course, input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingRegisterInterest($course: String!, $input: RegisterInterestInput!) {\n        registerInterest(course: $course, input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingCreateInterest($input: CreateInterestInput!) {\n        createInterest(input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingCreateInterest($input: CreateInterestInput!) {\n        createInterest(input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingListInterests($filter: InterestFilter, $sort: [InterestSort!], $page: Int, $limit: Int) {\n        interests(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingInterestFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query TrainingListInterests($filter: InterestFilter, $sort: [InterestSort!], $page: Int, $limit: Int) {\n        interests(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingInterestFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingBrochureDownload($token: String!) {\n        brochureDownload(token: $token) {\n          path\n        }\n      }\n    "): (typeof documents)["\n      query TrainingBrochureDownload($token: String!) {\n        brochureDownload(token: $token) {\n          path\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingUpdateInterestStatus($id: ID!, $status: InterestStatus!) {\n        updateInterestStatus(id: $id, status: $status) {\n          ...TrainingInterestFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingUpdateInterestStatus($id: ID!, $status: InterestStatus!) {\n        updateInterestStatus(id: $id, status: $status) {\n          ...TrainingInterestFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingDeleteInterests($ids: [ID!]!) {\n        deleteInterests(ids: $ids) {\n          matched\n          deleted\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingDeleteInterests($ids: [ID!]!) {\n        deleteInterests(ids: $ids) {\n          matched\n          deleted\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingResendBrochure($interestId: ID!) {\n        resendBrochure(interestId: $interestId) {\n          regenerated\n          expiresAt\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingResendBrochure($interestId: ID!) {\n        resendBrochure(interestId: $interestId) {\n          regenerated\n          expiresAt\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingEraseInterest($id: ID!) {\n        eraseInterest(id: $id) {\n          ...TrainingInterestFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingEraseInterest($id: ID!) {\n        eraseInterest(id: $id) {\n          ...TrainingInterestFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingGetMetrics {\n        trainingMetrics {\n          totalCourses\n          publishedCourses\n          totalInterests\n          totalEnrollments\n          totalEnquiries\n          recentInterests {\n            ...TrainingInterestFields\n          }\n        }\n      }\n    "): (typeof documents)["\n      query TrainingGetMetrics {\n        trainingMetrics {\n          totalCourses\n          publishedCourses\n          totalInterests\n          totalEnrollments\n          totalEnquiries\n          recentInterests {\n            ...TrainingInterestFields\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingSettingsFields on TrainingSettings {\n    trainingPlanExpiryDays\n    brochureExpiryDays\n  }\n"): (typeof documents)["\n  fragment TrainingSettingsFields on TrainingSettings {\n    trainingPlanExpiryDays\n    brochureExpiryDays\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingGetSettings {\n        trainingSettings {\n          ...TrainingSettingsFields\n        }\n      }\n    "): (typeof documents)["\n      query TrainingGetSettings {\n        trainingSettings {\n          ...TrainingSettingsFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingUpdateSettings($input: UpdateTrainingSettingsInput!) {\n        updateTrainingSettings(input: $input) {\n          ...TrainingSettingsFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingUpdateSettings($input: UpdateTrainingSettingsInput!) {\n        updateTrainingSettings(input: $input) {\n          ...TrainingSettingsFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingTaxonomyRefFields on TaxonomyItem {\n    id\n    name\n    slug\n  }\n"): (typeof documents)["\n  fragment TrainingTaxonomyRefFields on TaxonomyItem {\n    id\n    name\n    slug\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingTaxonomyItemFields on TaxonomyItem {\n    ...TrainingTaxonomyRefFields\n    type\n  }\n"): (typeof documents)["\n  fragment TrainingTaxonomyItemFields on TaxonomyItem {\n    ...TrainingTaxonomyRefFields\n    type\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingTaxonomies {\n        taxonomies {\n          categories {\n            ...TrainingTaxonomyRefFields\n          }\n          cities {\n            ...TrainingTaxonomyRefFields\n          }\n          associations {\n            ...TrainingTaxonomyRefFields\n          }\n          deliveryModes {\n            ...TrainingTaxonomyRefFields\n          }\n        }\n      }\n    "): (typeof documents)["\n      query TrainingTaxonomies {\n        taxonomies {\n          categories {\n            ...TrainingTaxonomyRefFields\n          }\n          cities {\n            ...TrainingTaxonomyRefFields\n          }\n          associations {\n            ...TrainingTaxonomyRefFields\n          }\n          deliveryModes {\n            ...TrainingTaxonomyRefFields\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingCreateTaxonomy($input: CreateTaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingCreateTaxonomy($input: CreateTaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingUpdateTaxonomy($id: ID!, $type: TaxonomyType, $input: UpdateTaxonomyInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingUpdateTaxonomy($id: ID!, $type: TaxonomyType, $input: UpdateTaxonomyInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingDeleteTaxonomy($id: ID!, $type: TaxonomyType) {\n        deleteTaxonomy(id: $id, type: $type) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingDeleteTaxonomy($id: ID!, $type: TaxonomyType) {\n        deleteTaxonomy(id: $id, type: $type) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingCreateTaxonomyOfType($input: CreateTaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingCreateTaxonomyOfType($input: CreateTaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingUpdateTaxonomyOfType($id: ID!, $type: TaxonomyType, $input: UpdateTaxonomyInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingUpdateTaxonomyOfType($id: ID!, $type: TaxonomyType, $input: UpdateTaxonomyInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingDeleteTaxonomyOfType($id: ID!, $type: TaxonomyType) {\n        deleteTaxonomy(id: $id, type: $type) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingDeleteTaxonomyOfType($id: ID!, $type: TaxonomyType) {\n        deleteTaxonomy(id: $id, type: $type) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrainingPlanRequestFields on TrainingPlanRequest {\n    id\n    organisation\n    contactName\n    contactEmail\n    contactPhone\n    requirements\n    source\n    emailSentAt\n    downloadTokenExpiresAt\n    deletedAt\n    erasedAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment TrainingPlanRequestFields on TrainingPlanRequest {\n    id\n    organisation\n    contactName\n    contactEmail\n    contactPhone\n    requirements\n    source\n    emailSentAt\n    downloadTokenExpiresAt\n    deletedAt\n    erasedAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingRequestTrainingPlanForm($input: RequestTrainingPlanInput!, $form: PublicTrainingPlanForm!) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingRequestTrainingPlanForm($input: RequestTrainingPlanInput!, $form: PublicTrainingPlanForm!) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingCreateTrainingPlanRequest($input: CreateTrainingPlanRequestInput!) {\n        createTrainingPlanRequest(input: $input) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingCreateTrainingPlanRequest($input: CreateTrainingPlanRequestInput!) {\n        createTrainingPlanRequest(input: $input) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingRequestTrainingPlan($input: RequestTrainingPlanInput!, $form: PublicTrainingPlanForm!) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingRequestTrainingPlan($input: RequestTrainingPlanInput!, $form: PublicTrainingPlanForm!) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingListTrainingPlanRequests(\n        $filter: TrainingPlanRequestFilter\n        $sort: [TrainingPlanRequestSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        trainingPlanRequests(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingPlanRequestFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query TrainingListTrainingPlanRequests(\n        $filter: TrainingPlanRequestFilter\n        $sort: [TrainingPlanRequestSort!]\n        $page: Int\n        $limit: Int\n      ) {\n        trainingPlanRequests(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingPlanRequestFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingPlanDownload($token: String!) {\n        trainingPlanDownload(token: $token) {\n          path\n        }\n      }\n    "): (typeof documents)["\n      query TrainingPlanDownload($token: String!) {\n        trainingPlanDownload(token: $token) {\n          path\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingDeleteTrainingPlanRequests($ids: [ID!]!) {\n        deleteTrainingPlanRequests(ids: $ids) {\n          matched\n          deleted\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingDeleteTrainingPlanRequests($ids: [ID!]!) {\n        deleteTrainingPlanRequests(ids: $ids) {\n          matched\n          deleted\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingResendTrainingPlan($id: ID!) {\n        resendTrainingPlan(id: $id) {\n          regenerated\n          expiresAt\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingResendTrainingPlan($id: ID!) {\n        resendTrainingPlan(id: $id) {\n          regenerated\n          expiresAt\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingEraseTrainingPlanRequest($id: ID!) {\n        eraseTrainingPlanRequest(id: $id) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingEraseTrainingPlanRequest($id: ID!) {\n        eraseTrainingPlanRequest(id: $id) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingUploadTrainingPlan($file: Upload!) {\n        uploadTrainingPlan(file: $file) {\n          filename\n          originalFilename\n          contentType\n          size\n          uploadedAt\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingUploadTrainingPlan($file: Upload!) {\n        uploadTrainingPlan(file: $file) {\n          filename\n          originalFilename\n          contentType\n          size\n          uploadedAt\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingPlanFile {\n        trainingPlanFile {\n          path\n          expiresAt\n          expiresIn\n        }\n      }\n    "): (typeof documents)["\n      query TrainingPlanFile {\n        trainingPlanFile {\n          path\n          expiresAt\n          expiresIn\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingSignedFile($token: String!) {\n        signedTrainingFile(token: $token) {\n          path\n          expiresAt\n          expiresIn\n        }\n      }\n    "): (typeof documents)["\n      query TrainingSignedFile($token: String!) {\n        signedTrainingFile(token: $token) {\n          path\n          expiresAt\n          expiresIn\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingUploadCourseBrochure($file: Upload!, $shortCode: String!) {\n        uploadCourseBrochure(file: $file, shortCode: $shortCode) {\n          ...TrainingCourseFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingUploadCourseBrochure($file: Upload!, $shortCode: String!) {\n        uploadCourseBrochure(file: $file, shortCode: $shortCode) {\n          ...TrainingCourseFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingVerifyCertificate($certificateNumber: String!) {\n        verifyCertificate(certificateNumber: $certificateNumber) {\n          valid\n          learnerName\n          courseTitle\n          completionDate\n          certificateNumber\n        }\n      }\n    "): (typeof documents)["\n      query TrainingVerifyCertificate($certificateNumber: String!) {\n        verifyCertificate(certificateNumber: $certificateNumber) {\n          valid\n          learnerName\n          courseTitle\n          completionDate\n          certificateNumber\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingVerifyCredential($credentialId: String!, $challengeToken: String) {\n        verifyCredential(credentialId: $credentialId, challengeToken: $challengeToken) {\n          credentialId\n          candidateName\n          courseTitle\n          issueDate\n          certificateNumber\n        }\n      }\n    "): (typeof documents)["\n      query TrainingVerifyCredential($credentialId: String!, $challengeToken: String) {\n        verifyCredential(credentialId: $credentialId, challengeToken: $challengeToken) {\n          credentialId\n          candidateName\n          courseTitle\n          issueDate\n          certificateNumber\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TrainingCertificatePdf($credentialId: String!) {\n        certificatePdf(credentialId: $credentialId) {\n          path\n        }\n      }\n    "): (typeof documents)["\n      query TrainingCertificatePdf($credentialId: String!) {\n        certificatePdf(credentialId: $credentialId) {\n          path\n        }\n      }\n    "];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;