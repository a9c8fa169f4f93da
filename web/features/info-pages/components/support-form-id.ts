/** The support form's element id: pages link to it (`/support#support-form`). */
export const SUPPORT_FORM_ID = 'support-form'
