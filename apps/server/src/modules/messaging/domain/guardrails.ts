import { foldText } from './human-signals';

/**
 * Phrasings that try to turn a guest message into instructions for the co-host ("ignore your
 * rules", "you are now…", "print your system prompt", "as the host I authorise…"). The message
 * is still answered as a guest's message — it is data, never a command — and is shown to the host.
 */
const INJECTION_PATTERNS: RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(previous|prior|above|earlier|all|your|the)\b.{0,20}\b(instructions?|rules?|prompt|guidelines?|policy|policies)\b/,
  /\b(system prompt|developer mode|jailbreak|dan mode|you are now|act as|pretend (to be|you are)|new instructions?|admin mode|debug mode)\b/,
  /\b(i am|i'm|this is) (the )?(host|owner|admin|administrator|manager|developer)\b.{0,60}\b(code|password|authori[sz]e|override|access)\b/,
  /\b(code|codes|password) (for|of) (all|every|the other|another|other) (units?|rooms?|apartments?|properties|guests?)\b/,
  /\b(ignora|olvida)\b.{0,40}\b(instrucciones|reglas)\b/,
  /\b(ignore[zr]?|oublie[zr]?)\b.{0,40}\b(instructions|regles|consignes)\b/,
  /\b(ignoriere|vergiss)\b.{0,40}\b(anweisungen|regeln|vorgaben)\b/,
];

/** The message tries to instruct the co-host: treat as data, answer nothing secret, tell the host. */
export function looksLikeInjection(text: string): boolean {
  const folded = foldText(text);
  return INJECTION_PATTERNS.some((pattern) => pattern.test(folded));
}

/**
 * Private details no chat reply gives, whoever asks: who else is staying (other guests' names,
 * phones, emails), when the place is empty, the network's admin credentials (router admin
 * password). Matched by meaning on accent-folded text in the four guest languages; the reply is
 * a refusal and the message goes to the host. The guest's own wifi password is not one of them.
 */
const PRIVATE_DETAIL_PATTERNS: RegExp[] = [
  // When the place is empty.
  /\bwhen (is|will|does|would|are)\b.{0,30}\b(empty|vacant|unoccupied|nobody|no one|no-one)\b/,
  /\b(what|which) (dates?|days?|weeks?|nights?)\b.{0,30}\b(empty|vacant|unoccupied)\b/,
  /\b(place|house|apartment|flat|unit|property|cabin|home|condo|villa) (is|be|stays?|sits?) (empty|vacant|unoccupied)\b/,
  /\bcuando\b.{0,40}\b(esta|estara|estan|estaran|queda|quedara|este|estaria) (vaci[oa]s?|desocupad[oa]s?|sin (nadie|huespedes))\b|\b(fechas?|dias?|semanas?) (esta|estara|queda) (vaci[oa]|desocupad[oa])\b/,
  /\bquand\b.{0,40}\b(sera|seront|est|sont|soit|reste|restera)(-t-il|-t-elle)? (vides?|inoccupee?s?)\b|\bquand\b.{0,30}\b(n'y a|n y a|n'y aura|n y aura)(-t-il)? personne\b|\bquand personne\b/,
  /\bwann\b.{0,40}\b(leer|leerstehend|unbewohnt|unbelegt|niemand)\b/,
  // Who else is staying, other guests' details.
  /\bwho(?:'s| is| else is| else's)? (staying|sleeping|booked) (in|at|next|there|upstairs|downstairs|after|before)\b|\bwho(?:'s| is) in (the )?(other|next)\b/,
  /\bwho else (is|will be|'s)? ?(staying|there|here|booked|sleeping)\b|\bis (anyone|anybody|someone) else (staying|booked)\b/,
  /\b(other|another|previous|next|last|former|earlier) (guest|tenant|renter|visitor|occupant|family|people)(s|'s|s')?\b.{0,20}\b(names?|phones?|numbers?|emails?|details|contacts?|address|info)\b/,
  /\b(names?|phones?|numbers?|emails?|details|contacts?|address|info)\b.{0,15}\b(of|for) (the )?(other|another|previous|next|last|former) (guests?|tenants?|renters?|people|occupants?)\b/,
  /\bquien (mas )?(se aloja|esta alojad|duerme|mas esta|mas hay)|\bhay (alguien mas|otros huespedes|mas huespedes) alojad/,
  /\b(telefono|numero|nombre|datos|correo|email|contacto)s?\b.{0,25}\b(otros?|otras?|demas|anterior(es)?|siguientes?) (huesped|cliente|inquilin)/,
  /\b(otros?|demas|anteriores|siguientes) (huespedes|clientes|inquilinos)\b.{0,25}\b(telefono|numero|nombre|datos|correo|email|contacto)/,
  /\bqui d'autre (loge|sejourne|dort|est la|sera la|occupe)|\bqui (loge|sejourne|dort) (aussi|dans l'autre|a cote)/,
  /\b(coordonnees|numero|telephone|nom|email|e-mail|adresse)\b.{0,25}\b(autres?|precedents?|prochains?|suivants?) (voyageur|client|locataire|occupant)/,
  /\b(autres|precedents|prochains) (voyageurs|clients|locataires)\b.{0,25}\b(coordonnees|numero|telephone|nom|email|e-mail)/,
  /\bwer (wohnt|ubernachtet|schlaft|ist) (sonst|noch|ausser)|\bwer (sonst|noch) (da|dort|hier)\b/,
  /\b(telefonnummer|nummer|namen?|kontakt(daten)?|e-mail|adresse|daten)\b.{0,25}\b(anderen|vorherigen|vorigen|nachsten|fruheren) (gast|gaste|gasten|mieter)/,
  // The network's admin credentials.
  /\b(router|modem|fritz ?box|la box|routeur|enrutador)\b.{0,25}\b(admin\w*|login|log in|credentials|identifiants|zugangsdaten|benutzeroberflache|interface|configuracion|configuration|settings|einstellungen)\b/,
  /\b(admin|administrator|administrateur|administrador)\b.{0,15}\b(password|passwort|kennwort|mot de passe|contrasena|clave|login|credentials|identifiants|zugangsdaten|pin)\b/,
  /\b(password|passwort|kennwort|mot de passe|contrasena|clave|login|credentials|identifiants|zugangsdaten)\b.{0,25}\b(admin|administrator|administrateur|administrador)\b/,
  /\b192\.168\.\d/,
];

/** The message asks for other guests' details, when the place is empty or the network's admin credentials: refused, whoever asks. */
export function asksForPrivateDetails(text: string): boolean {
  const folded = foldText(text);
  return PRIVATE_DETAIL_PATTERNS.some((pattern) => pattern.test(folded));
}

export interface DoorCodeRequest {
  /** The reservation the asker is proven to be the guest of (the guest page's token, the thread). */
  askerReservationId: string | null;
  reservation: { id: string; status: 'confirmed' | 'cancelled'; kind: 'guest' | 'owner' | 'maintenance'; checkOutAt: Date };
  /** When the code may go out ("24 hours before check-in", the setting), and until when it works. */
  releaseAt: Date;
  /** Checkout plus the buffer: after this the code is removed. */
  validUntil: Date;
  /** The lock confirmed the code is set (never send a code a lock may not have). */
  lockConfirmed: boolean;
  now: Date;
}

export type DoorCodeVerdict = { reveal: true } | { reveal: false; reason: 'not-this-guest' | 'cancelled' | 'too-early' | 'expired' | 'not-confirmed-by-lock' };

/**
 * Whether a door code may be shown or sent: only to that reservation's own guest, for a live
 * guest stay, inside its window, once the lock confirmed it. Every other case says why not, so
 * the reply can say when the code will come instead.
 */
export function mayRevealDoorCode(request: DoorCodeRequest): DoorCodeVerdict {
  if (request.askerReservationId !== request.reservation.id || request.reservation.kind !== 'guest') return { reveal: false, reason: 'not-this-guest' };
  if (request.reservation.status !== 'confirmed') return { reveal: false, reason: 'cancelled' };
  if (request.now < request.releaseAt) return { reveal: false, reason: 'too-early' };
  if (request.now >= request.validUntil) return { reveal: false, reason: 'expired' };
  if (!request.lockConfirmed) return { reveal: false, reason: 'not-confirmed-by-lock' };
  return { reveal: true };
}
