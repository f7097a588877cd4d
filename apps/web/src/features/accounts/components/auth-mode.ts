/** The modes of the authentication screen (brief §2). */
export type AuthMode = 'choose' | 'email-signup' | 'email-login' | 'phone-login';
