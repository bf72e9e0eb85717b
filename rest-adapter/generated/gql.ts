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
    "\n  fragment ComplianceAuditSliceFields on ComplianceAuditSlice {\n    items {\n      id\n      action\n      userId\n      userName\n      timestamp\n      details\n      changes {\n        field\n        oldValue\n        newValue\n      }\n    }\n    total\n    limit\n    offset\n    hasMore\n  }\n": typeof types.ComplianceAuditSliceFieldsFragmentDoc,
    "\n      query ComplianceAuditOfEntity($filter: ComplianceAuditFilter, $limit: Int, $offset: Int) {\n        complianceAuditTrail(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    ": typeof types.ComplianceAuditOfEntityDocument,
    "\n      query ComplianceAuditOfDocument($filter: ComplianceAuditFilter, $limit: Int, $offset: Int) {\n        complianceAuditTrail(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    ": typeof types.ComplianceAuditOfDocumentDocument,
    "\n      query ComplianceAuditQuery($filter: ComplianceAuditFilter, $limit: Int, $offset: Int) {\n        complianceAuditTrail(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    ": typeof types.ComplianceAuditQueryDocument,
    "\n  fragment ComplianceEntityFields on BusinessEntity {\n    id\n    tenantId\n    name\n    entityType\n    profileData\n    version\n    createdAt\n    updatedAt\n  }\n": typeof types.ComplianceEntityFieldsFragmentDoc,
    "\n      query ComplianceListEntities($tenantId: ID, $sort: [BusinessEntitySort!], $page: Int, $limit: Int) {\n        entities(tenantId: $tenantId, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceEntityFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.ComplianceListEntitiesDocument,
    "\n      mutation ComplianceCreateEntity($input: CreateBusinessEntityInput!) {\n        createEntity(input: $input) {\n          ...ComplianceEntityFields\n        }\n      }\n    ": typeof types.ComplianceCreateEntityDocument,
    "\n      query ComplianceEntity($id: ID!) {\n        entity(id: $id) {\n          ...ComplianceEntityFields\n        }\n      }\n    ": typeof types.ComplianceEntityDocument,
    "\n      mutation ComplianceUpdateEntityProfile($id: ID!, $version: Int, $profileData: JSONObject!) {\n        updateEntityProfile(id: $id, version: $version, profileData: $profileData) {\n          entity {\n            ...ComplianceEntityFields\n          }\n          version\n          changed\n        }\n      }\n    ": typeof types.ComplianceUpdateEntityProfileDocument,
    "\n      mutation SubmitErpMetric($input: ErpMetricInput!) {\n        submitErpMetric(input: $input) {\n          referenceId\n          queued\n          metricType\n        }\n      }\n    ": typeof types.SubmitErpMetricDocument,
    "\n  fragment McaFormMappingFields on McaFormMapping {\n    id\n    formType\n    formVersion\n    mcaUrl\n    fieldMappings {\n      profilePath\n      selectors\n      required\n      transform {\n        type\n        format\n      }\n    }\n    validationRules\n    metadata {\n      description\n      requiredDocuments\n    }\n    isActive\n    version\n    createdAt\n    updatedAt\n  }\n": typeof types.McaFormMappingFieldsFragmentDoc,
    "\n      query McaFormMappings($tenantId: ID, $active: Boolean, $sort: [McaFormMappingSort!], $page: Int, $limit: Int) {\n        mcaFormMappings(tenantId: $tenantId, active: $active, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...McaFormMappingFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.McaFormMappingsDocument,
    "\n      query McaFormMapping($formType: String!) {\n        mcaFormMapping(formType: $formType) {\n          ...McaFormMappingFields\n        }\n      }\n    ": typeof types.McaFormMappingDocument,
    "\n      mutation CreateMcaFormMapping($input: McaFormMappingInput!) {\n        createMcaFormMapping(input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    ": typeof types.CreateMcaFormMappingDocument,
    "\n      mutation UpdateMcaFormMapping($formType: String!, $input: McaFormMappingUpdateInput!) {\n        updateMcaFormMapping(formType: $formType, input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    ": typeof types.UpdateMcaFormMappingDocument,
    "\n      mutation ToggleMcaFormMappingActive($formType: String!) {\n        toggleMcaFormMappingActive(formType: $formType) {\n          ...McaFormMappingFields\n        }\n      }\n    ": typeof types.ToggleMcaFormMappingActiveDocument,
    "\n      mutation PrepareMcaWorkflowRedirect($workflowId: ID!) {\n        prepareMcaWorkflowRedirect(workflowId: $workflowId) {\n          ready\n          formType\n          mcaUrl\n          contextId\n          missingFields\n          requiredDocuments\n          message\n        }\n      }\n    ": typeof types.PrepareMcaWorkflowRedirectDocument,
    "\n      query ComplianceWorkflowHealth {\n        complianceHealth {\n          status\n          database\n          error\n        }\n      }\n    ": typeof types.ComplianceWorkflowHealthDocument,
    "\n      query ComplianceHealth {\n        __typename\n      }\n    ": typeof types.ComplianceHealthDocument,
    "\n      query CompliancePlans {\n        subscriptionPlans {\n          id\n          name\n          monthlyPrice\n          limits {\n            entities\n            users\n            workflows\n          }\n          features\n        }\n        entityTypes {\n          value\n          label\n        }\n      }\n    ": typeof types.CompliancePlansDocument,
    "\n  fragment ComplianceTenantFields on ComplianceTenant {\n    id\n    name\n    entityType\n    contactEmail\n    contactPhone\n    gstin\n    pan\n    registrationNumber\n    subscriptionPlan\n    createdAt\n    updatedAt\n  }\n": typeof types.ComplianceTenantFieldsFragmentDoc,
    "\n      mutation ComplianceSignUpTenant($input: TenantSignupInput!) {\n        signUpTenant(input: $input) {\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n          user {\n            id\n            email\n          }\n        }\n      }\n    ": typeof types.ComplianceSignUpTenantDocument,
    "\n      mutation ComplianceCreateTenant($input: CreateTenantInput!) {\n        createTenant(input: $input) {\n          ...ComplianceTenantFields\n        }\n      }\n    ": typeof types.ComplianceCreateTenantDocument,
    "\n      query ComplianceListTenants($sort: [ComplianceTenantSort!], $page: Int, $limit: Int) {\n        tenants(sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceTenantFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.ComplianceListTenantsDocument,
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
    "\n      mutation ComplianceUpdateWorkflowTask($instanceId: ID!, $input: WorkflowTaskUpdateInput!) {\n        updateWorkflowTask(instanceId: $instanceId, input: $input) {\n          ...ComplianceWorkflowInstanceFields\n        }\n      }\n    ": typeof types.ComplianceUpdateWorkflowTaskDocument,
    "\n      mutation ComplianceGenerateWorkflowCertificate($instanceId: ID!) {\n        generateWorkflowCertificate(instanceId: $instanceId) {\n          path\n        }\n      }\n    ": typeof types.ComplianceGenerateWorkflowCertificateDocument,
    "\n      query TrainingListAuditLogs($filter: AuditLogFilter, $page: Int, $limit: Int) {\n        trainingAuditLogs(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...AuditLogFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.TrainingListAuditLogsDocument,
    "\n      mutation TrainingRecordAuditLog($input: AuditLogInput!) {\n        recordTrainingAuditLog(input: $input) {\n          ...AuditLogFields\n        }\n      }\n    ": typeof types.TrainingRecordAuditLogDocument,
    "\n  fragment TrainingCourseFields on Course {\n    id\n    title\n    slug\n    description\n    isPublished\n    status\n    deliveryMode\n    durationDays\n    schedule\n    courseOutline\n    overview\n    brochureUrl\n    categories {\n      ...TrainingTaxonomyRefFields\n    }\n    cities {\n      ...TrainingTaxonomyRefFields\n    }\n    associations {\n      ...TrainingTaxonomyRefFields\n    }\n    deletedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.TrainingCourseFieldsFragmentDoc,
    "\n      query TrainingListCourses($filter: CourseFilter, $sort: [CourseSort!], $page: Int, $limit: Int) {\n        courses(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingCourseFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.TrainingListCoursesDocument,
    "\n      mutation TrainingCreateCourse($input: CourseInput!) {\n        createCourse(input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    ": typeof types.TrainingCreateCourseDocument,
    "\n      mutation TrainingBulkUpdateCourses($ids: [ID!]!, $updates: CourseBulkUpdateInput!) {\n        bulkUpdateCourses(ids: $ids, updates: $updates) {\n          matched\n          updated\n        }\n      }\n    ": typeof types.TrainingBulkUpdateCoursesDocument,
    "\n      query TrainingGetCourse($idOrSlug: String!) {\n        course(idOrSlug: $idOrSlug) {\n          ...TrainingCourseFields\n        }\n      }\n    ": typeof types.TrainingGetCourseDocument,
    "\n      mutation TrainingUpdateCourse($id: ID!, $input: CourseInput!) {\n        updateCourse(id: $id, input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    ": typeof types.TrainingUpdateCourseDocument,
    "\n      mutation TrainingDeleteCourse($id: ID!) {\n        deleteCourse(id: $id) {\n          ...TrainingCourseFields\n        }\n      }\n    ": typeof types.TrainingDeleteCourseDocument,
    "\n  fragment TrainingEnquiryFields on Enquiry {\n    id\n    name\n    email\n    message\n    status\n    createdAt\n    updatedAt\n  }\n": typeof types.TrainingEnquiryFieldsFragmentDoc,
    "\n      mutation TrainingSubmitEnquiry($input: ContactInput!) {\n        submitEnquiry(input: $input) {\n          ...TrainingEnquiryFields\n        }\n      }\n    ": typeof types.TrainingSubmitEnquiryDocument,
    "\n      query TrainingListEnquiries($filter: EnquiryFilter, $sort: [EnquirySort!], $page: Int, $limit: Int) {\n        enquiries(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingEnquiryFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.TrainingListEnquiriesDocument,
    "\n      mutation TrainingUpdateEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n        updateEnquiryStatus(id: $id, status: $status) {\n          ...TrainingEnquiryFields\n        }\n      }\n    ": typeof types.TrainingUpdateEnquiryStatusDocument,
    "\n  fragment TrainingEnrollmentFields on Enrollment {\n    id\n    courseId\n    course {\n      title\n    }\n    interestId\n    learnerName\n    learnerEmail\n    organisation\n    scheduledDate\n    status\n    completedAt\n    certificate {\n      certificateNumber\n      credentialId\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.TrainingEnrollmentFieldsFragmentDoc,
    "\n  fragment TrainingCertificateFields on Certificate {\n    id\n    enrollmentId\n    certificateNumber\n    credentialId\n    learnerName\n    courseTitle\n    completionDate\n    issuedAt\n    emailedAt\n  }\n": typeof types.TrainingCertificateFieldsFragmentDoc,
    "\n      query TrainingListEnrollments($filter: EnrollmentFilter, $sort: [EnrollmentSort!], $page: Int, $limit: Int) {\n        enrollments(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingEnrollmentFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.TrainingListEnrollmentsDocument,
    "\n      mutation TrainingCreateEnrollment($input: EnrollmentInput!) {\n        createEnrollment(input: $input) {\n          ...TrainingEnrollmentFields\n        }\n      }\n    ": typeof types.TrainingCreateEnrollmentDocument,
    "\n      mutation TrainingUpdateEnrollmentStatus($id: ID!, $status: EnrollmentStatus!) {\n        updateEnrollmentStatus(id: $id, status: $status) {\n          ...TrainingEnrollmentFields\n        }\n      }\n    ": typeof types.TrainingUpdateEnrollmentStatusDocument,
    "\n      mutation TrainingResendCertificate($enrollmentId: ID!) {\n        resendCertificate(enrollmentId: $enrollmentId) {\n          ...TrainingCertificateFields\n        }\n      }\n    ": typeof types.TrainingResendCertificateDocument,
    "\n  fragment TrainingInterestFields on Interest {\n    id\n    courseId\n    course {\n      id\n      title\n    }\n    name\n    email\n    phone\n    organisation\n    status\n    source\n    brochureRequested\n    brochureSentAt\n    brochureTokenExpiresAt\n    deletedAt\n    erasedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.TrainingInterestFieldsFragmentDoc,
    "\n      mutation TrainingRegisterInterest($course: String!, $input: PublicInterestInput!) {\n        registerInterest(course: $course, input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    ": typeof types.TrainingRegisterInterestDocument,
    "\n      mutation TrainingCreateInterest($input: AdminInterestInput!) {\n        createInterest(input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    ": typeof types.TrainingCreateInterestDocument,
    "\n      query TrainingListInterests($filter: InterestFilter, $sort: [InterestSort!], $page: Int, $limit: Int) {\n        interests(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingInterestFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": typeof types.TrainingListInterestsDocument,
    "\n      query TrainingBrochureDownload($token: String!) {\n        brochureDownload(token: $token) {\n          path\n        }\n      }\n    ": typeof types.TrainingBrochureDownloadDocument,
    "\n      mutation TrainingUpdateInterestStatus($id: ID!, $status: InterestStatus!) {\n        updateInterestStatus(id: $id, status: $status) {\n          ...TrainingInterestFields\n        }\n      }\n    ": typeof types.TrainingUpdateInterestStatusDocument,
    "\n      mutation TrainingDeleteInterests($ids: [ID!]!) {\n        deleteInterests(ids: $ids) {\n          matched\n          deleted\n        }\n      }\n    ": typeof types.TrainingDeleteInterestsDocument,
    "\n      mutation TrainingResendBrochure($interestId: ID!) {\n        resendBrochure(interestId: $interestId) {\n          regenerated\n          expiresAt\n        }\n      }\n    ": typeof types.TrainingResendBrochureDocument,
    "\n      mutation TrainingEraseInterest($id: ID!) {\n        eraseInterest(id: $id) {\n          ...TrainingInterestFields\n        }\n      }\n    ": typeof types.TrainingEraseInterestDocument,
    "\n      query TrainingGetMetrics {\n        trainingMetrics {\n          totalCourses\n          publishedCourses\n          totalInterests\n          totalEnrollments\n          totalEnquiries\n          recentInterests {\n            ...TrainingInterestFields\n          }\n        }\n      }\n    ": typeof types.TrainingGetMetricsDocument,
    "\n  fragment TrainingSettingsFields on TrainingSettings {\n    trainingPlanExpiryDays\n    brochureExpiryDays\n  }\n": typeof types.TrainingSettingsFieldsFragmentDoc,
    "\n      query TrainingGetSettings {\n        trainingSettings {\n          ...TrainingSettingsFields\n        }\n      }\n    ": typeof types.TrainingGetSettingsDocument,
    "\n      mutation TrainingUpdateSettings($input: TrainingSettingsInput!) {\n        updateTrainingSettings(input: $input) {\n          ...TrainingSettingsFields\n        }\n      }\n    ": typeof types.TrainingUpdateSettingsDocument,
    "\n  fragment TrainingTaxonomyRefFields on TaxonomyItem {\n    id\n    name\n    slug\n  }\n": typeof types.TrainingTaxonomyRefFieldsFragmentDoc,
    "\n  fragment TrainingTaxonomyItemFields on TaxonomyItem {\n    ...TrainingTaxonomyRefFields\n    type\n  }\n": typeof types.TrainingTaxonomyItemFieldsFragmentDoc,
    "\n      query TrainingTaxonomies {\n        taxonomies {\n          categories {\n            ...TrainingTaxonomyRefFields\n          }\n          cities {\n            ...TrainingTaxonomyRefFields\n          }\n          associations {\n            ...TrainingTaxonomyRefFields\n          }\n          deliveryModes {\n            ...TrainingTaxonomyRefFields\n          }\n        }\n      }\n    ": typeof types.TrainingTaxonomiesDocument,
    "\n      mutation TrainingCreateTaxonomy($input: TaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": typeof types.TrainingCreateTaxonomyDocument,
    "\n      mutation TrainingUpdateTaxonomy($id: ID!, $type: TaxonomyType, $input: TaxonomyUpdateInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": typeof types.TrainingUpdateTaxonomyDocument,
    "\n      mutation TrainingDeleteTaxonomy($id: ID!, $type: TaxonomyType) {\n        deleteTaxonomy(id: $id, type: $type) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": typeof types.TrainingDeleteTaxonomyDocument,
    "\n      mutation TrainingCreateTaxonomyOfType($input: TaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": typeof types.TrainingCreateTaxonomyOfTypeDocument,
    "\n      mutation TrainingUpdateTaxonomyOfType($id: ID!, $type: TaxonomyType, $input: TaxonomyUpdateInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": typeof types.TrainingUpdateTaxonomyOfTypeDocument,
    "\n      mutation TrainingDeleteTaxonomyOfType($id: ID!, $type: TaxonomyType) {\n        deleteTaxonomy(id: $id, type: $type) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": typeof types.TrainingDeleteTaxonomyOfTypeDocument,
    "\n  fragment TrainingPlanRequestFields on TrainingPlanRequest {\n    id\n    organisation\n    contactName\n    contactEmail\n    contactPhone\n    requirements\n    source\n    emailSentAt\n    downloadTokenExpiresAt\n    deletedAt\n    erasedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.TrainingPlanRequestFieldsFragmentDoc,
    "\n      mutation TrainingRequestTrainingPlanForm(\n        $input: PublicTrainingPlanRequestInput!\n        $form: PublicTrainingPlanForm!\n      ) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    ": typeof types.TrainingRequestTrainingPlanFormDocument,
    "\n      mutation TrainingCreateTrainingPlanRequest($input: TrainingPlanRequestInput!) {\n        createTrainingPlanRequest(input: $input) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    ": typeof types.TrainingCreateTrainingPlanRequestDocument,
    "\n      mutation TrainingRequestTrainingPlan($input: PublicTrainingPlanRequestInput!, $form: PublicTrainingPlanForm!) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    ": typeof types.TrainingRequestTrainingPlanDocument,
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
    "\n  fragment ComplianceAuditSliceFields on ComplianceAuditSlice {\n    items {\n      id\n      action\n      userId\n      userName\n      timestamp\n      details\n      changes {\n        field\n        oldValue\n        newValue\n      }\n    }\n    total\n    limit\n    offset\n    hasMore\n  }\n": types.ComplianceAuditSliceFieldsFragmentDoc,
    "\n      query ComplianceAuditOfEntity($filter: ComplianceAuditFilter, $limit: Int, $offset: Int) {\n        complianceAuditTrail(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    ": types.ComplianceAuditOfEntityDocument,
    "\n      query ComplianceAuditOfDocument($filter: ComplianceAuditFilter, $limit: Int, $offset: Int) {\n        complianceAuditTrail(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    ": types.ComplianceAuditOfDocumentDocument,
    "\n      query ComplianceAuditQuery($filter: ComplianceAuditFilter, $limit: Int, $offset: Int) {\n        complianceAuditTrail(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    ": types.ComplianceAuditQueryDocument,
    "\n  fragment ComplianceEntityFields on BusinessEntity {\n    id\n    tenantId\n    name\n    entityType\n    profileData\n    version\n    createdAt\n    updatedAt\n  }\n": types.ComplianceEntityFieldsFragmentDoc,
    "\n      query ComplianceListEntities($tenantId: ID, $sort: [BusinessEntitySort!], $page: Int, $limit: Int) {\n        entities(tenantId: $tenantId, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceEntityFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.ComplianceListEntitiesDocument,
    "\n      mutation ComplianceCreateEntity($input: CreateBusinessEntityInput!) {\n        createEntity(input: $input) {\n          ...ComplianceEntityFields\n        }\n      }\n    ": types.ComplianceCreateEntityDocument,
    "\n      query ComplianceEntity($id: ID!) {\n        entity(id: $id) {\n          ...ComplianceEntityFields\n        }\n      }\n    ": types.ComplianceEntityDocument,
    "\n      mutation ComplianceUpdateEntityProfile($id: ID!, $version: Int, $profileData: JSONObject!) {\n        updateEntityProfile(id: $id, version: $version, profileData: $profileData) {\n          entity {\n            ...ComplianceEntityFields\n          }\n          version\n          changed\n        }\n      }\n    ": types.ComplianceUpdateEntityProfileDocument,
    "\n      mutation SubmitErpMetric($input: ErpMetricInput!) {\n        submitErpMetric(input: $input) {\n          referenceId\n          queued\n          metricType\n        }\n      }\n    ": types.SubmitErpMetricDocument,
    "\n  fragment McaFormMappingFields on McaFormMapping {\n    id\n    formType\n    formVersion\n    mcaUrl\n    fieldMappings {\n      profilePath\n      selectors\n      required\n      transform {\n        type\n        format\n      }\n    }\n    validationRules\n    metadata {\n      description\n      requiredDocuments\n    }\n    isActive\n    version\n    createdAt\n    updatedAt\n  }\n": types.McaFormMappingFieldsFragmentDoc,
    "\n      query McaFormMappings($tenantId: ID, $active: Boolean, $sort: [McaFormMappingSort!], $page: Int, $limit: Int) {\n        mcaFormMappings(tenantId: $tenantId, active: $active, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...McaFormMappingFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.McaFormMappingsDocument,
    "\n      query McaFormMapping($formType: String!) {\n        mcaFormMapping(formType: $formType) {\n          ...McaFormMappingFields\n        }\n      }\n    ": types.McaFormMappingDocument,
    "\n      mutation CreateMcaFormMapping($input: McaFormMappingInput!) {\n        createMcaFormMapping(input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    ": types.CreateMcaFormMappingDocument,
    "\n      mutation UpdateMcaFormMapping($formType: String!, $input: McaFormMappingUpdateInput!) {\n        updateMcaFormMapping(formType: $formType, input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    ": types.UpdateMcaFormMappingDocument,
    "\n      mutation ToggleMcaFormMappingActive($formType: String!) {\n        toggleMcaFormMappingActive(formType: $formType) {\n          ...McaFormMappingFields\n        }\n      }\n    ": types.ToggleMcaFormMappingActiveDocument,
    "\n      mutation PrepareMcaWorkflowRedirect($workflowId: ID!) {\n        prepareMcaWorkflowRedirect(workflowId: $workflowId) {\n          ready\n          formType\n          mcaUrl\n          contextId\n          missingFields\n          requiredDocuments\n          message\n        }\n      }\n    ": types.PrepareMcaWorkflowRedirectDocument,
    "\n      query ComplianceWorkflowHealth {\n        complianceHealth {\n          status\n          database\n          error\n        }\n      }\n    ": types.ComplianceWorkflowHealthDocument,
    "\n      query ComplianceHealth {\n        __typename\n      }\n    ": types.ComplianceHealthDocument,
    "\n      query CompliancePlans {\n        subscriptionPlans {\n          id\n          name\n          monthlyPrice\n          limits {\n            entities\n            users\n            workflows\n          }\n          features\n        }\n        entityTypes {\n          value\n          label\n        }\n      }\n    ": types.CompliancePlansDocument,
    "\n  fragment ComplianceTenantFields on ComplianceTenant {\n    id\n    name\n    entityType\n    contactEmail\n    contactPhone\n    gstin\n    pan\n    registrationNumber\n    subscriptionPlan\n    createdAt\n    updatedAt\n  }\n": types.ComplianceTenantFieldsFragmentDoc,
    "\n      mutation ComplianceSignUpTenant($input: TenantSignupInput!) {\n        signUpTenant(input: $input) {\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n          user {\n            id\n            email\n          }\n        }\n      }\n    ": types.ComplianceSignUpTenantDocument,
    "\n      mutation ComplianceCreateTenant($input: CreateTenantInput!) {\n        createTenant(input: $input) {\n          ...ComplianceTenantFields\n        }\n      }\n    ": types.ComplianceCreateTenantDocument,
    "\n      query ComplianceListTenants($sort: [ComplianceTenantSort!], $page: Int, $limit: Int) {\n        tenants(sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceTenantFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.ComplianceListTenantsDocument,
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
    "\n      mutation ComplianceUpdateWorkflowTask($instanceId: ID!, $input: WorkflowTaskUpdateInput!) {\n        updateWorkflowTask(instanceId: $instanceId, input: $input) {\n          ...ComplianceWorkflowInstanceFields\n        }\n      }\n    ": types.ComplianceUpdateWorkflowTaskDocument,
    "\n      mutation ComplianceGenerateWorkflowCertificate($instanceId: ID!) {\n        generateWorkflowCertificate(instanceId: $instanceId) {\n          path\n        }\n      }\n    ": types.ComplianceGenerateWorkflowCertificateDocument,
    "\n      query TrainingListAuditLogs($filter: AuditLogFilter, $page: Int, $limit: Int) {\n        trainingAuditLogs(filter: $filter, page: $page, limit: $limit) {\n          items {\n            ...AuditLogFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.TrainingListAuditLogsDocument,
    "\n      mutation TrainingRecordAuditLog($input: AuditLogInput!) {\n        recordTrainingAuditLog(input: $input) {\n          ...AuditLogFields\n        }\n      }\n    ": types.TrainingRecordAuditLogDocument,
    "\n  fragment TrainingCourseFields on Course {\n    id\n    title\n    slug\n    description\n    isPublished\n    status\n    deliveryMode\n    durationDays\n    schedule\n    courseOutline\n    overview\n    brochureUrl\n    categories {\n      ...TrainingTaxonomyRefFields\n    }\n    cities {\n      ...TrainingTaxonomyRefFields\n    }\n    associations {\n      ...TrainingTaxonomyRefFields\n    }\n    deletedAt\n    createdAt\n    updatedAt\n  }\n": types.TrainingCourseFieldsFragmentDoc,
    "\n      query TrainingListCourses($filter: CourseFilter, $sort: [CourseSort!], $page: Int, $limit: Int) {\n        courses(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingCourseFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.TrainingListCoursesDocument,
    "\n      mutation TrainingCreateCourse($input: CourseInput!) {\n        createCourse(input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    ": types.TrainingCreateCourseDocument,
    "\n      mutation TrainingBulkUpdateCourses($ids: [ID!]!, $updates: CourseBulkUpdateInput!) {\n        bulkUpdateCourses(ids: $ids, updates: $updates) {\n          matched\n          updated\n        }\n      }\n    ": types.TrainingBulkUpdateCoursesDocument,
    "\n      query TrainingGetCourse($idOrSlug: String!) {\n        course(idOrSlug: $idOrSlug) {\n          ...TrainingCourseFields\n        }\n      }\n    ": types.TrainingGetCourseDocument,
    "\n      mutation TrainingUpdateCourse($id: ID!, $input: CourseInput!) {\n        updateCourse(id: $id, input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    ": types.TrainingUpdateCourseDocument,
    "\n      mutation TrainingDeleteCourse($id: ID!) {\n        deleteCourse(id: $id) {\n          ...TrainingCourseFields\n        }\n      }\n    ": types.TrainingDeleteCourseDocument,
    "\n  fragment TrainingEnquiryFields on Enquiry {\n    id\n    name\n    email\n    message\n    status\n    createdAt\n    updatedAt\n  }\n": types.TrainingEnquiryFieldsFragmentDoc,
    "\n      mutation TrainingSubmitEnquiry($input: ContactInput!) {\n        submitEnquiry(input: $input) {\n          ...TrainingEnquiryFields\n        }\n      }\n    ": types.TrainingSubmitEnquiryDocument,
    "\n      query TrainingListEnquiries($filter: EnquiryFilter, $sort: [EnquirySort!], $page: Int, $limit: Int) {\n        enquiries(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingEnquiryFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.TrainingListEnquiriesDocument,
    "\n      mutation TrainingUpdateEnquiryStatus($id: ID!, $status: EnquiryStatus!) {\n        updateEnquiryStatus(id: $id, status: $status) {\n          ...TrainingEnquiryFields\n        }\n      }\n    ": types.TrainingUpdateEnquiryStatusDocument,
    "\n  fragment TrainingEnrollmentFields on Enrollment {\n    id\n    courseId\n    course {\n      title\n    }\n    interestId\n    learnerName\n    learnerEmail\n    organisation\n    scheduledDate\n    status\n    completedAt\n    certificate {\n      certificateNumber\n      credentialId\n    }\n    createdAt\n    updatedAt\n  }\n": types.TrainingEnrollmentFieldsFragmentDoc,
    "\n  fragment TrainingCertificateFields on Certificate {\n    id\n    enrollmentId\n    certificateNumber\n    credentialId\n    learnerName\n    courseTitle\n    completionDate\n    issuedAt\n    emailedAt\n  }\n": types.TrainingCertificateFieldsFragmentDoc,
    "\n      query TrainingListEnrollments($filter: EnrollmentFilter, $sort: [EnrollmentSort!], $page: Int, $limit: Int) {\n        enrollments(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingEnrollmentFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.TrainingListEnrollmentsDocument,
    "\n      mutation TrainingCreateEnrollment($input: EnrollmentInput!) {\n        createEnrollment(input: $input) {\n          ...TrainingEnrollmentFields\n        }\n      }\n    ": types.TrainingCreateEnrollmentDocument,
    "\n      mutation TrainingUpdateEnrollmentStatus($id: ID!, $status: EnrollmentStatus!) {\n        updateEnrollmentStatus(id: $id, status: $status) {\n          ...TrainingEnrollmentFields\n        }\n      }\n    ": types.TrainingUpdateEnrollmentStatusDocument,
    "\n      mutation TrainingResendCertificate($enrollmentId: ID!) {\n        resendCertificate(enrollmentId: $enrollmentId) {\n          ...TrainingCertificateFields\n        }\n      }\n    ": types.TrainingResendCertificateDocument,
    "\n  fragment TrainingInterestFields on Interest {\n    id\n    courseId\n    course {\n      id\n      title\n    }\n    name\n    email\n    phone\n    organisation\n    status\n    source\n    brochureRequested\n    brochureSentAt\n    brochureTokenExpiresAt\n    deletedAt\n    erasedAt\n    createdAt\n    updatedAt\n  }\n": types.TrainingInterestFieldsFragmentDoc,
    "\n      mutation TrainingRegisterInterest($course: String!, $input: PublicInterestInput!) {\n        registerInterest(course: $course, input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    ": types.TrainingRegisterInterestDocument,
    "\n      mutation TrainingCreateInterest($input: AdminInterestInput!) {\n        createInterest(input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    ": types.TrainingCreateInterestDocument,
    "\n      query TrainingListInterests($filter: InterestFilter, $sort: [InterestSort!], $page: Int, $limit: Int) {\n        interests(filter: $filter, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...TrainingInterestFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    ": types.TrainingListInterestsDocument,
    "\n      query TrainingBrochureDownload($token: String!) {\n        brochureDownload(token: $token) {\n          path\n        }\n      }\n    ": types.TrainingBrochureDownloadDocument,
    "\n      mutation TrainingUpdateInterestStatus($id: ID!, $status: InterestStatus!) {\n        updateInterestStatus(id: $id, status: $status) {\n          ...TrainingInterestFields\n        }\n      }\n    ": types.TrainingUpdateInterestStatusDocument,
    "\n      mutation TrainingDeleteInterests($ids: [ID!]!) {\n        deleteInterests(ids: $ids) {\n          matched\n          deleted\n        }\n      }\n    ": types.TrainingDeleteInterestsDocument,
    "\n      mutation TrainingResendBrochure($interestId: ID!) {\n        resendBrochure(interestId: $interestId) {\n          regenerated\n          expiresAt\n        }\n      }\n    ": types.TrainingResendBrochureDocument,
    "\n      mutation TrainingEraseInterest($id: ID!) {\n        eraseInterest(id: $id) {\n          ...TrainingInterestFields\n        }\n      }\n    ": types.TrainingEraseInterestDocument,
    "\n      query TrainingGetMetrics {\n        trainingMetrics {\n          totalCourses\n          publishedCourses\n          totalInterests\n          totalEnrollments\n          totalEnquiries\n          recentInterests {\n            ...TrainingInterestFields\n          }\n        }\n      }\n    ": types.TrainingGetMetricsDocument,
    "\n  fragment TrainingSettingsFields on TrainingSettings {\n    trainingPlanExpiryDays\n    brochureExpiryDays\n  }\n": types.TrainingSettingsFieldsFragmentDoc,
    "\n      query TrainingGetSettings {\n        trainingSettings {\n          ...TrainingSettingsFields\n        }\n      }\n    ": types.TrainingGetSettingsDocument,
    "\n      mutation TrainingUpdateSettings($input: TrainingSettingsInput!) {\n        updateTrainingSettings(input: $input) {\n          ...TrainingSettingsFields\n        }\n      }\n    ": types.TrainingUpdateSettingsDocument,
    "\n  fragment TrainingTaxonomyRefFields on TaxonomyItem {\n    id\n    name\n    slug\n  }\n": types.TrainingTaxonomyRefFieldsFragmentDoc,
    "\n  fragment TrainingTaxonomyItemFields on TaxonomyItem {\n    ...TrainingTaxonomyRefFields\n    type\n  }\n": types.TrainingTaxonomyItemFieldsFragmentDoc,
    "\n      query TrainingTaxonomies {\n        taxonomies {\n          categories {\n            ...TrainingTaxonomyRefFields\n          }\n          cities {\n            ...TrainingTaxonomyRefFields\n          }\n          associations {\n            ...TrainingTaxonomyRefFields\n          }\n          deliveryModes {\n            ...TrainingTaxonomyRefFields\n          }\n        }\n      }\n    ": types.TrainingTaxonomiesDocument,
    "\n      mutation TrainingCreateTaxonomy($input: TaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": types.TrainingCreateTaxonomyDocument,
    "\n      mutation TrainingUpdateTaxonomy($id: ID!, $type: TaxonomyType, $input: TaxonomyUpdateInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": types.TrainingUpdateTaxonomyDocument,
    "\n      mutation TrainingDeleteTaxonomy($id: ID!, $type: TaxonomyType) {\n        deleteTaxonomy(id: $id, type: $type) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": types.TrainingDeleteTaxonomyDocument,
    "\n      mutation TrainingCreateTaxonomyOfType($input: TaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": types.TrainingCreateTaxonomyOfTypeDocument,
    "\n      mutation TrainingUpdateTaxonomyOfType($id: ID!, $type: TaxonomyType, $input: TaxonomyUpdateInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": types.TrainingUpdateTaxonomyOfTypeDocument,
    "\n      mutation TrainingDeleteTaxonomyOfType($id: ID!, $type: TaxonomyType) {\n        deleteTaxonomy(id: $id, type: $type) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    ": types.TrainingDeleteTaxonomyOfTypeDocument,
    "\n  fragment TrainingPlanRequestFields on TrainingPlanRequest {\n    id\n    organisation\n    contactName\n    contactEmail\n    contactPhone\n    requirements\n    source\n    emailSentAt\n    downloadTokenExpiresAt\n    deletedAt\n    erasedAt\n    createdAt\n    updatedAt\n  }\n": types.TrainingPlanRequestFieldsFragmentDoc,
    "\n      mutation TrainingRequestTrainingPlanForm(\n        $input: PublicTrainingPlanRequestInput!\n        $form: PublicTrainingPlanForm!\n      ) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    ": types.TrainingRequestTrainingPlanFormDocument,
    "\n      mutation TrainingCreateTrainingPlanRequest($input: TrainingPlanRequestInput!) {\n        createTrainingPlanRequest(input: $input) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    ": types.TrainingCreateTrainingPlanRequestDocument,
    "\n      mutation TrainingRequestTrainingPlan($input: PublicTrainingPlanRequestInput!, $form: PublicTrainingPlanForm!) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    ": types.TrainingRequestTrainingPlanDocument,
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
export function graphql(source: "\n  fragment ComplianceAuditSliceFields on ComplianceAuditSlice {\n    items {\n      id\n      action\n      userId\n      userName\n      timestamp\n      details\n      changes {\n        field\n        oldValue\n        newValue\n      }\n    }\n    total\n    limit\n    offset\n    hasMore\n  }\n"): (typeof documents)["\n  fragment ComplianceAuditSliceFields on ComplianceAuditSlice {\n    items {\n      id\n      action\n      userId\n      userName\n      timestamp\n      details\n      changes {\n        field\n        oldValue\n        newValue\n      }\n    }\n    total\n    limit\n    offset\n    hasMore\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceAuditOfEntity($filter: ComplianceAuditFilter, $limit: Int, $offset: Int) {\n        complianceAuditTrail(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceAuditOfEntity($filter: ComplianceAuditFilter, $limit: Int, $offset: Int) {\n        complianceAuditTrail(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceAuditOfDocument($filter: ComplianceAuditFilter, $limit: Int, $offset: Int) {\n        complianceAuditTrail(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceAuditOfDocument($filter: ComplianceAuditFilter, $limit: Int, $offset: Int) {\n        complianceAuditTrail(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceAuditQuery($filter: ComplianceAuditFilter, $limit: Int, $offset: Int) {\n        complianceAuditTrail(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceAuditQuery($filter: ComplianceAuditFilter, $limit: Int, $offset: Int) {\n        complianceAuditTrail(filter: $filter, limit: $limit, offset: $offset) {\n          ...ComplianceAuditSliceFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComplianceEntityFields on BusinessEntity {\n    id\n    tenantId\n    name\n    entityType\n    profileData\n    version\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ComplianceEntityFields on BusinessEntity {\n    id\n    tenantId\n    name\n    entityType\n    profileData\n    version\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceListEntities($tenantId: ID, $sort: [BusinessEntitySort!], $page: Int, $limit: Int) {\n        entities(tenantId: $tenantId, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceEntityFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceListEntities($tenantId: ID, $sort: [BusinessEntitySort!], $page: Int, $limit: Int) {\n        entities(tenantId: $tenantId, sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceEntityFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceCreateEntity($input: CreateBusinessEntityInput!) {\n        createEntity(input: $input) {\n          ...ComplianceEntityFields\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceCreateEntity($input: CreateBusinessEntityInput!) {\n        createEntity(input: $input) {\n          ...ComplianceEntityFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceEntity($id: ID!) {\n        entity(id: $id) {\n          ...ComplianceEntityFields\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceEntity($id: ID!) {\n        entity(id: $id) {\n          ...ComplianceEntityFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceUpdateEntityProfile($id: ID!, $version: Int, $profileData: JSONObject!) {\n        updateEntityProfile(id: $id, version: $version, profileData: $profileData) {\n          entity {\n            ...ComplianceEntityFields\n          }\n          version\n          changed\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceUpdateEntityProfile($id: ID!, $version: Int, $profileData: JSONObject!) {\n        updateEntityProfile(id: $id, version: $version, profileData: $profileData) {\n          entity {\n            ...ComplianceEntityFields\n          }\n          version\n          changed\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SubmitErpMetric($input: ErpMetricInput!) {\n        submitErpMetric(input: $input) {\n          referenceId\n          queued\n          metricType\n        }\n      }\n    "): (typeof documents)["\n      mutation SubmitErpMetric($input: ErpMetricInput!) {\n        submitErpMetric(input: $input) {\n          referenceId\n          queued\n          metricType\n        }\n      }\n    "];
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
export function graphql(source: "\n      mutation CreateMcaFormMapping($input: McaFormMappingInput!) {\n        createMcaFormMapping(input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    "): (typeof documents)["\n      mutation CreateMcaFormMapping($input: McaFormMappingInput!) {\n        createMcaFormMapping(input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpdateMcaFormMapping($formType: String!, $input: McaFormMappingUpdateInput!) {\n        updateMcaFormMapping(formType: $formType, input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    "): (typeof documents)["\n      mutation UpdateMcaFormMapping($formType: String!, $input: McaFormMappingUpdateInput!) {\n        updateMcaFormMapping(formType: $formType, input: $input) {\n          ...McaFormMappingFields\n        }\n      }\n    "];
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
export function graphql(source: "\n      query CompliancePlans {\n        subscriptionPlans {\n          id\n          name\n          monthlyPrice\n          limits {\n            entities\n            users\n            workflows\n          }\n          features\n        }\n        entityTypes {\n          value\n          label\n        }\n      }\n    "): (typeof documents)["\n      query CompliancePlans {\n        subscriptionPlans {\n          id\n          name\n          monthlyPrice\n          limits {\n            entities\n            users\n            workflows\n          }\n          features\n        }\n        entityTypes {\n          value\n          label\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComplianceTenantFields on ComplianceTenant {\n    id\n    name\n    entityType\n    contactEmail\n    contactPhone\n    gstin\n    pan\n    registrationNumber\n    subscriptionPlan\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ComplianceTenantFields on ComplianceTenant {\n    id\n    name\n    entityType\n    contactEmail\n    contactPhone\n    gstin\n    pan\n    registrationNumber\n    subscriptionPlan\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceSignUpTenant($input: TenantSignupInput!) {\n        signUpTenant(input: $input) {\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n          user {\n            id\n            email\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceSignUpTenant($input: TenantSignupInput!) {\n        signUpTenant(input: $input) {\n          tenant {\n            id\n            name\n            subscriptionPlan\n          }\n          user {\n            id\n            email\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceCreateTenant($input: CreateTenantInput!) {\n        createTenant(input: $input) {\n          ...ComplianceTenantFields\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceCreateTenant($input: CreateTenantInput!) {\n        createTenant(input: $input) {\n          ...ComplianceTenantFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ComplianceListTenants($sort: [ComplianceTenantSort!], $page: Int, $limit: Int) {\n        tenants(sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceTenantFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "): (typeof documents)["\n      query ComplianceListTenants($sort: [ComplianceTenantSort!], $page: Int, $limit: Int) {\n        tenants(sort: $sort, page: $page, limit: $limit) {\n          items {\n            ...ComplianceTenantFields\n          }\n          total\n          page\n          limit\n        }\n      }\n    "];
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
export function graphql(source: "\n      mutation ComplianceUpdateWorkflowTask($instanceId: ID!, $input: WorkflowTaskUpdateInput!) {\n        updateWorkflowTask(instanceId: $instanceId, input: $input) {\n          ...ComplianceWorkflowInstanceFields\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceUpdateWorkflowTask($instanceId: ID!, $input: WorkflowTaskUpdateInput!) {\n        updateWorkflowTask(instanceId: $instanceId, input: $input) {\n          ...ComplianceWorkflowInstanceFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ComplianceGenerateWorkflowCertificate($instanceId: ID!) {\n        generateWorkflowCertificate(instanceId: $instanceId) {\n          path\n        }\n      }\n    "): (typeof documents)["\n      mutation ComplianceGenerateWorkflowCertificate($instanceId: ID!) {\n        generateWorkflowCertificate(instanceId: $instanceId) {\n          path\n        }\n      }\n    "];
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
export function graphql(source: "\n      mutation TrainingCreateCourse($input: CourseInput!) {\n        createCourse(input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingCreateCourse($input: CourseInput!) {\n        createCourse(input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    "];
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
export function graphql(source: "\n      mutation TrainingUpdateCourse($id: ID!, $input: CourseInput!) {\n        updateCourse(id: $id, input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingUpdateCourse($id: ID!, $input: CourseInput!) {\n        updateCourse(id: $id, input: $input) {\n          ...TrainingCourseFields\n        }\n      }\n    "];
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
export function graphql(source: "\n      mutation TrainingSubmitEnquiry($input: ContactInput!) {\n        submitEnquiry(input: $input) {\n          ...TrainingEnquiryFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingSubmitEnquiry($input: ContactInput!) {\n        submitEnquiry(input: $input) {\n          ...TrainingEnquiryFields\n        }\n      }\n    "];
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
export function graphql(source: "\n      mutation TrainingCreateEnrollment($input: EnrollmentInput!) {\n        createEnrollment(input: $input) {\n          ...TrainingEnrollmentFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingCreateEnrollment($input: EnrollmentInput!) {\n        createEnrollment(input: $input) {\n          ...TrainingEnrollmentFields\n        }\n      }\n    "];
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
export function graphql(source: "\n      mutation TrainingRegisterInterest($course: String!, $input: PublicInterestInput!) {\n        registerInterest(course: $course, input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingRegisterInterest($course: String!, $input: PublicInterestInput!) {\n        registerInterest(course: $course, input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingCreateInterest($input: AdminInterestInput!) {\n        createInterest(input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingCreateInterest($input: AdminInterestInput!) {\n        createInterest(input: $input) {\n          ...TrainingInterestFields\n        }\n      }\n    "];
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
export function graphql(source: "\n      mutation TrainingUpdateSettings($input: TrainingSettingsInput!) {\n        updateTrainingSettings(input: $input) {\n          ...TrainingSettingsFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingUpdateSettings($input: TrainingSettingsInput!) {\n        updateTrainingSettings(input: $input) {\n          ...TrainingSettingsFields\n        }\n      }\n    "];
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
export function graphql(source: "\n      mutation TrainingCreateTaxonomy($input: TaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingCreateTaxonomy($input: TaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingUpdateTaxonomy($id: ID!, $type: TaxonomyType, $input: TaxonomyUpdateInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingUpdateTaxonomy($id: ID!, $type: TaxonomyType, $input: TaxonomyUpdateInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingDeleteTaxonomy($id: ID!, $type: TaxonomyType) {\n        deleteTaxonomy(id: $id, type: $type) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingDeleteTaxonomy($id: ID!, $type: TaxonomyType) {\n        deleteTaxonomy(id: $id, type: $type) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingCreateTaxonomyOfType($input: TaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingCreateTaxonomyOfType($input: TaxonomyInput!) {\n        createTaxonomy(input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingUpdateTaxonomyOfType($id: ID!, $type: TaxonomyType, $input: TaxonomyUpdateInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingUpdateTaxonomyOfType($id: ID!, $type: TaxonomyType, $input: TaxonomyUpdateInput!) {\n        updateTaxonomy(id: $id, type: $type, input: $input) {\n          ...TrainingTaxonomyItemFields\n        }\n      }\n    "];
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
export function graphql(source: "\n      mutation TrainingRequestTrainingPlanForm(\n        $input: PublicTrainingPlanRequestInput!\n        $form: PublicTrainingPlanForm!\n      ) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingRequestTrainingPlanForm(\n        $input: PublicTrainingPlanRequestInput!\n        $form: PublicTrainingPlanForm!\n      ) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingCreateTrainingPlanRequest($input: TrainingPlanRequestInput!) {\n        createTrainingPlanRequest(input: $input) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingCreateTrainingPlanRequest($input: TrainingPlanRequestInput!) {\n        createTrainingPlanRequest(input: $input) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TrainingRequestTrainingPlan($input: PublicTrainingPlanRequestInput!, $form: PublicTrainingPlanForm!) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    "): (typeof documents)["\n      mutation TrainingRequestTrainingPlan($input: PublicTrainingPlanRequestInput!, $form: PublicTrainingPlanForm!) {\n        requestTrainingPlan(input: $input, form: $form) {\n          ...TrainingPlanRequestFields\n        }\n      }\n    "];
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