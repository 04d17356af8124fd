/** Spec §2: /email-management — the outbox, and the organisation's templates under it. */
export const EMAIL_MANAGEMENT_PATH = '/email-management';
export const EMAIL_TEMPLATES_PATH = `${EMAIL_MANAGEMENT_PATH}/templates`;
