/** How long an emailed password-reset code stays valid (and blocks a new request for the same address). */
export const EMAIL_RESET_CODE_MINUTES = 15;
