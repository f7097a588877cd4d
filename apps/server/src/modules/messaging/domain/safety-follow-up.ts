import type { GuestLanguage } from './guest-language';

const FOLLOW_UP: Record<GuestLanguage, (host: string) => string> = {
  en: (host) => `This is ${host || 'your host'}. I have seen your message and I am on it. Are you and everyone with you safe right now? Tell me what is happening and I will help straight away.`,
  es: (host) => `Soy ${host || 'su anfitrión'}. He visto su mensaje y ya me estoy ocupando. ¿Están todos a salvo ahora mismo? Cuénteme qué está pasando y le ayudo de inmediato.`,
  fr: (host) => `Ici ${host || 'votre hôte'}. J'ai bien vu votre message et je m'en occupe. Est-ce que tout le monde est en sécurité en ce moment ? Dites-moi ce qui se passe et je vous aide tout de suite.`,
  de: (host) => `Hier ist ${host || 'Ihr Gastgeber'}. Ich habe Ihre Nachricht gesehen und kümmere mich darum. Sind Sie und alle bei Ihnen gerade in Sicherheit? Sagen Sie mir, was passiert, und ich helfe sofort.`,
};

/**
 * The draft a host finds after a safety message: the guest already got the emergency reply at
 * once; this is the person's own first answer, ready to send or rewrite.
 */
export function safetyFollowUp(language: GuestLanguage, hostFirstName: string): string {
  return FOLLOW_UP[language](hostFirstName);
}
