import { maskHarmless, readDanger, type DangerMeaning } from './danger';
/**
 * What in a guest's message must reach a person (DESIGN §4, issue 7's triage), read by fixed
 * rules in the four languages rather than left to a trained model: these are the cases whose
 * recall must be near perfect (asking for a human, complaints, damage, money, safety, lockouts,
 * legal threats). The intent model adds the rest; it can never take one of these away.
 */
export const HUMAN_SIGNALS = ['safety', 'lockout', 'human-request', 'legal', 'damage', 'complaint', 'money', 'lost-item'] as const;
export type HumanSignal = (typeof HUMAN_SIGNALS)[number];
export type Urgency = 'low' | 'normal' | 'high' | 'critical';

/** Patterns per signal, each language's phrasings together (matched on lower-case, accent-folded text). */
const PATTERNS: Record<HumanSignal, RegExp[]> = {
  // Safety is read by meaning in danger.ts (readDanger); these are only the outright cries for help.
  safety: [
    /\b(it'?s an emergency|this is an emergency|we have an emergency|(please )?help( us| me)? ?(now|asap|please)?!|urgent help|help!+|sos|don'?t feel safe|feel (unsafe|scared|afraid)|we'?re (scared|terrified|afraid)|we are (scared|terrified|afraid))\b/,
    /\b(es una emergencia|socorro|auxilio|ayuda urgente|ayudenme|no nos sentimos segur[oa]s|tenemos miedo)\b/,
    /\b(c'est une urgence|au secours|a l'aide|aidez[- ]nous|on a (tres )?peur|on ne se sent pas en securite)\b/,
    /\b(es ist ein notfall|das ist ein notfall|hilfe!+|helft uns|wir haben angst|fuhlen uns nicht sicher)\b/,
  ],
  lockout: [
    /\b((we'?re|we are|i'?m|i am) (here|outside|(standing|waiting|sitting) )?(at|outside|in front of) the (front |main |street |building |entrance |garden )?(door|gate|building|house|entrance)|(we'?re|we are|i'?m|i am) (here|outside|standing outside|waiting outside)\b.{0,60}\b(code|key|door|get in|open)|waiting (outside|at the door)|locked out|(haven'?t|have not|never|didn'?t|did not) (received|got(ten)?|get|receive) (a |the |any |our )?(door |access )?code|can'?t (get|get back) in|cannot (get|get back) in|can'?t open the (door|lock)|code (doesn'?t|does not|isn'?t|is not|won'?t) work|(door|lock|keypad|lockbox|key ?box|code) (won'?t|doesn'?t|does not|will not) (open|work|unlock)|(keypad|lock|lockbox|key ?box|code) (does nothing|is dead|isn'?t (working|opening)|is not (working|opening))|no key|lost (the |my )?key|stuck outside)\b/,
    /\b((estamos|estoy) (aqui|en la puerta|fuera|afuera)\b.{0,60}\b(codigo|llave|puerta|entrar)|no (podemos|puedo) (entrar|abrir)|el codigo no funciona|la (puerta|cerradura) no (abre|funciona)|perdi la llave|nos quedamos fuera|estamos afuera|no (le |me |nos |les )?funciona el codigo|(estamos|estoy) en (el porton|el portal|la entrada|la puerta)|no (me|nos) (ha )?(llego|llegado) (ningun|el|un) codigo|no (tenemos|tengo) (el |ningun )?codigo|el codigo no (va|abre|funciona))\b/,
    /\b((on est|nous sommes|je suis) (devant|dehors|a la porte)\b.{0,60}\b(code|cle|porte|entrer)|on ne peut pas entrer|je ne peux pas entrer|impossible d'?entrer|le code ne (marche|fonctionne) pas|la porte ne s'?ouvre pas|(porte|serrure) bloquee|perdu la cle|enferme[se]? dehors|coinces? dehors|(boite a cles|porte|serrure|boitier) ne s'?ouvre pas|(le )?code (ne )?(marche|fonctionne) (pas|plus)|(je n'ai|on n'a|nous n'avons) (pas|jamais) (recu|eu) (de |le )?code)\b/,
    /\b((wir stehen|ich stehe|wir sind) (vor der tur|draussen)\b.{0,60}\b(code|schlussel|tur|rein)|kommen nicht (rein|hinein)|komme nicht (rein|hinein)|ausgesperrt|(der )?code (funktioniert|geht|klappt) nicht|(keinen|noch keinen|nie einen) code (bekommen|erhalten)|(die )?tur (geht nicht auf|lasst sich nicht offnen)|schlussel verloren)\b/,
  ],
  'human-request': [
    /\b(talk|speak|chat) (to|with) (a |an |the )?(human|person|real person|someone|somebody|host|owner|manager|agent)\b/,
    /\b((is )?(anyone|anybody|someone|somebody) (there|here|around|reading this)|(is there )?(a |an )?(human|real person|actual person|person) (on the other end|behind (this|the screen)|reading (this|these))|hello\?+ |real person|actual person|human being|not a (bot|robot|machine)|are you a (bot|robot|machine|real person|human|an ai)|(is this|am i (talking|speaking|chatting) (to|with)) (a |an )?(bot|robot|machine|ai|automated|real person|human|computer)|automated (reply|response|message|answer)s?|chat ?gpt|stop the bot|call me|phone me|ring me|give me a (call|ring)|can (you|someone|the host|the owner) (call|ring|phone)|(a |your )?phone number (for|of) (the )?(host|owner|manager)|(waiting|still waiting) (for|on) (the host|the owner|a reply|an answer|your reply|a response|someone)|(bad|negative|one[- ]star|1[- ]star|low|honest) (review|rating)|(reflect(ed)?|mention(ed)?) (this )?in (my|our|the) review|(leave|write|post) (a |an )?(bad|negative|terrible) review)\b/,
    /\b((hay )?alguien (ahi|por ahi|ahi\?)|hola\?+ |hablar con (una persona|alguien|el anfitrion|la anfitriona|el dueno|un humano)|persona real|llamame|llameme|me (puede|podria|pueden) llamar|eres un (bot|robot|humano|programa)|(es|eres) (una )?(maquina|respuesta automatica|inteligencia artificial)|respuestas? automaticas?|esperando (respuesta|a que|al anfitrion|al dueno)|(mala|peor|una) (resena|valoracion|estrella)|(en|mi) (la )?resena)\b/,
    /\b((il y a )?quelqu'un (la|ici)?\s*\?|allo\?+ |parler (a|avec) (une personne|quelqu'?un|l'?hote|le proprietaire|un humain)|vraie personne|appelez[- ]moi|rappelez[- ]moi(?! (le|la|les|l'|ou|quand|a quelle|comment))|m'appeler|etes[- ]vous un (bot|robot|humain|programme)|(c'est|est-ce) (un )?(robot|bot|une machine|une ia|automatique)|reponses? automatiques?|(toujours )?(en attente|j'attends|nous attendons) (d'une|de votre|une|la|sa) reponse|(mauvais|negatif|mauvaise) (avis|note|commentaire)|dans (mon|notre) (avis|commentaire))\b/,
    /\b(ist (da )?(jemand|wer) (da|erreichbar)|ist (hier|da) (ein|eine) (mensch|person)|(ein )?mensch dran|hallo\?+ |mit (einem menschen|einer person|jemandem|dem gastgeber|der gastgeberin|dem vermieter) (sprechen|reden)|echte person|rufen sie mich an|ruf mich an|mich anrufen|(bist du|sind sie|ist das) (ein |eine )?(bot|roboter|mensch|maschine|ki|automatische antwort)|automatische antworten?|(warte|warten) (immer noch |noch |dann |lieber )?(auf|seit) (eine |ihre |deine |\w+s )?antwort|warte (lieber |dann )?auf \w+ (selbst|personlich)|(schlechte|negative) bewertung|in (meiner|unserer) bewertung)\b/,
  ],
  legal: [
    /\b(lawyer|attorney|sue (you|them|the|for|over)|(will|going to|gonna|could) sue|suing|lawsuit|legal action|small claims|report (you|this|the listing) to|chargeback|consumer protection|dispute (the|this) (charge|payment))\b/,
    /\b(abogado|demanda(r)?|denunci(a|ar)|accion legal)\b/,
    /\b(avocat|porter plainte|poursuites?( judiciaires)?|action en justice|signaler (a|au|aux) (airbnb|booking|la plateforme|service client))\b/,
    /\b(anwalt|verklagen|klage|anzeige|rechtliche schritte)\b/,
  ],
  damage: [
    /\b(was already (broken|damaged|there|stained|cracked|like that)|pre-?existing|broke|broken|damaged?|cracked|stain(ed|s)?|spilled|spill|scratch(ed)?|dent(ed)?|shattered|ripped|torn|leak(ing|s)?)\b/,
    /\b(ya estaba (rot[oa]|danad[oa]|manchad[oa]|asi)|roto|rota|rompi|rompio|rompieron|rompimos|danad[oa]|dano|mancha(do)?|derrame|rayad[oa]|gotea|fuga)\b/,
    /\b(etait deja (casse|abime|tache|comme ca)|casse|cassee|brise|endommage|abime|tache|renverse|raye|fissure|fuite)\b/,
    /\b(war (schon|bereits) (kaputt|beschadigt|so)|kaputt|zerbrochen|beschadigt|schaden|fleck|verschuttet|zerkratzt|gerissen|undicht|tropft|(runter|herunter)gefallen|kaputtgegangen)\b/,
  ],
  complaint: [
    /\b(dirty|filthy|disgusting|unacceptable|terrible|awful|horrible|disappointed|disappointing|complain(t)?|not as (described|advertised)|bugs|cockroach(es)?|mold|mould|noisy|too loud|no hot water|(heating|heat|ac|air conditioning|wifi|internet) (is )?(not working|doesn'?t work|broken|out)|(isn'?t|is not|doesn'?t|does not|stopped|not) work(ing)?|keeps (cutting|dropping) out|no (signal|connection|power|electricity))\b/,
    /\b(sucio|sucia|asqueroso|inaceptable|terrible|horrible|decepcionad[oa]|queja|reclamacion|cucarachas?|moho|(mucho|demasiado) ruido|ruido (toda|por) la noche|no hay agua caliente|no funciona|se corta|sin (luz|conexion|senal))\b/,
    /\b(sale|degoutant|inacceptable|horrible|decu|decue|plainte|reclamation|cafards?|moisissure|(trop de|beaucoup de) bruit|bruit (toute|la) nuit|pas d'?eau chaude|ne (marche|fonctionne) (pas|plus)|coupe (tout le temps|sans arret|toutes les)|pas de (connexion|courant|reseau))\b/,
    /\b(schmutzig|dreckig|eklig|inakzeptabel|schrecklich|enttauscht|beschwerde|kakerlaken?|schimmel|zu laut|sehr laut|larm|kein warmes wasser|(geht|funktioniert) nicht|bricht .{0,25}ab|kein (strom|netz|empfang|internet))\b/,
  ],
  'lost-item': [
    /\b((left|forgot|forgotten|lost) (my|our|a|an|the|his|her) (?!(wifi|wi-fi|wireless|internet|password|code|door code|message|name|address|way))|lost and found|left (it |something )?behind)/,
    /\b(olvide|olvidamos|olvido|me deje|nos dejamos|se nos olvido|perdi|perdimos) (mi|mis|el|la|los|las|un|una|nuestr[oa]s?)\b|objetos perdidos/,
    /\b(oublie|laisse|perdu) (mon|ma|mes|un|une|le|la|les|notre|nos)\b|objets trouves/,
    /\b(vergessen|liegen (ge)?lassen|verloren|fundsachen)\b/,
  ],
  money: [
    /\b(refund|money back|reimburse|compensat|discount|credit|charge[ds]?|overcharged|pay(ment)?|deposit|cancel(lation)? fee|extra (night|nights|fee)|price)\b/,
    /\b(reembolso|devolucion|devuelvan|compensacion|descuento|cobro|cobraron|pago|deposito|precio)\b/,
    /\b(rembours|remise|reduction|dedommag|facture|paiement|caution|depot|prix)\b/,
    /\b(erstattung|ruckerstattung|geld zuruck|entschadigung|rabatt|gebuhr|zahlung|kaution|preis)\b/,
  ],
};

/** How soon a person must look, by the strongest signal. */
const URGENCY: Record<HumanSignal, Urgency> = {
  safety: 'critical',
  lockout: 'high',
  'human-request': 'high',
  legal: 'high',
  damage: 'normal',
  complaint: 'normal',
  money: 'normal',
  'lost-item': 'normal',
};
/** Urgencies in order, for "the strongest of" comparisons. */
export const URGENCY_RANK: Record<Urgency, number> = { low: 0, normal: 1, high: 2, critical: 3 };

/** Lower case without accents (guests type "policia" and "policía", "tur" and "tür"). */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[’`´]/g, "'");
}

export interface HumanSignals {
  signals: HumanSignal[];
  /** A person must answer (with a draft from the co-host). */
  needsHuman: boolean;
  /** `critical`: the host is texted at once and the guest gets the safety reply first. */
  urgency: Urgency;
  /** A hazard mentioned with nobody in danger now (danger.ts): urgency high, never critical. */
  possibleDanger: boolean;
  /** The danger meanings read (hazard, symptom, vulnerable…), for the host's "why". */
  meanings: DangerMeaning[];
}

/** The must-reach-a-person signals in a guest's message, and how urgent the strongest is. */
export function readHumanSignals(text: string): HumanSignals {
  const folded = maskHarmless(foldText(text));
  const found = HUMAN_SIGNALS.filter((signal) => PATTERNS[signal].some((pattern) => pattern.test(folded)));
  const danger = readDanger(folded, found.includes('lockout'));
  const signals = danger.critical && !found.includes('safety') ? (['safety', ...found] as HumanSignal[]) : found;
  const strongest = signals.reduce<Urgency>((top, signal) => (URGENCY_RANK[URGENCY[signal]] > URGENCY_RANK[top] ? URGENCY[signal] : top), signals.length ? 'normal' : 'low');
  const urgency = danger.possible && URGENCY_RANK[strongest] < URGENCY_RANK.high ? 'high' : strongest;
  return { signals, needsHuman: signals.length > 0 || danger.possible, urgency, possibleDanger: danger.possible && urgency !== 'critical', meanings: danger.meanings };
}
