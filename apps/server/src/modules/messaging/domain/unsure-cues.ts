import { foldText } from './human-signals';

/**
 * What in a guest's message the co-host must not answer alone even when it recognises a routine
 * question (issue 17's "escalate unless sure"), by meaning, in the four languages, on
 * accent-folded text. Each cue carries the line the host reads ("why a person answers").
 */

export type UnsureCue = 'other-party' | 'problem' | 'assistance-animal' | 'exception' | 'promise' | 'host-by-name';

const OTHER_PARTY: RegExp[] = [
  // A claimed role or identity.
  /\b(i am|i'm|im|this is|it's|its|we are|we're)\b.{0,25}\b(the )?(host|owner|landlord|property manager|manager|cleaner|cleaning (crew|team|lady|staff|company)|housekeep\w*|maintenance|handyman|plumber|electrician|technician|contractor|gardener|landscaper|painter|builder|repair ?man|locksmith|security( guard)?|police( officer)?|officer|detective|inspector|neighbou?r|realtor|delivery( driver)?|admin(istrator)?)\b/,
  /\b(i am|i'm|im|this is|we are|we're|writing|calling|messaging)\b.{0,15}\b(from|with|on behalf of)\b.{0,15}\b(airbnb|vrbo|booking(\.com)?|expedia|homeaway|the platform|support|customer service|trust (and|&) safety|the police|the city|the council|the hoa|the building|management|the agency)\b/,
  /\b(airbnb|vrbo|booking(\.com)?|expedia) (support|team|trust|safety|customer service|here)\b/,
  /\b(as|como|en tant que|als) (the |an? |el |la |le |l'|der |die )?(host|owner|landlord|admin(istrator)?|manager|duen[oa]|propietari[oa]|anfitrion(a)?|proprietaire|hote|administrateur|vermieter(in)?|eigentumer(in)?|gastgeber(in)?)\b/,
  // Someone else's booking, or asking for someone else.
  /\b(my|our) (daughter|son|mother|mom|mum|father|dad|parents|wife|husband|partner|friend|friends|boss|colleague|brother|sister|cousin|in-laws|aunt|uncle|grand\w+)('s)? (booked|made the (booking|reservation)|reservation|booking|is the (guest|one who booked)|is staying|stays?)\b/,
  /\b(booked|reserved) (it |this |the place )?for (my|our|a) \w+|\bon behalf of\b|\b(who|that) (booked|made the (booking|reservation))\b|\bstaying with (the|my|our) \w+/,
  /\b(send|give|share|forward|text|pass) (the |our |my )?(door |access |entry |lock )?(code|key|codes) (to|with) (my|our|him|her|them|a friend|the)\b/,
  /\b(send|give|share|forward|text|pass) (her|him|them) (the |our )?(door |access |entry )?(code|key|codes)\b|\b(my|our|a) (friend|friends|sister|brother|parents|mother|mom|mum|father|dad|daughter|son|colleague|family|cousin)\b.{0,30}\b(arriv\w*|get(ting)? there|coming) (first|early|before (us|me)|ahead)\b/,
  /\b(code|codes|key|keys) (for|to) (my|our) (friend|friends|sister|brother|parents|mother|father|daughter|son|cleaner|driver|colleague|family)\b/,
  // Another unit, another guest, another stay.
  /\b(code|codes|key|keys|details|phone|number|email|address|wifi)\b.{0,25}\b(unit|apartment|apt|flat|room|suite|cabin|house) ?#?\d+\w?\b/,
  /\b(another|other|previous|next|last|all (your|the) other) (guests?|units?|apartments?|flats?|properties|bookings?|reservations?|tenants?)\b/,
  /\b(which|what) guests?\b|\bwho(’s|'s| is| else is| was) (staying|there|in)\b|\b(their|his|her) (phone|number|email|address|last name|surname)\b/,
  /\b(the )?(guests?|people|family|couple|woman|man) (in|at|from|staying in) (unit|apartment|apt|room|flat|the other|number|#)/,
  // When the place is empty, network admin credentials.
  /\bwhen (will|is|does) (the place|the house|the home|it|the apartment|the unit|the property|the flat|the cabin) (be )?(empty|vacant|free|unoccupied|available next)\b|\b(is|will) (anyone|anybody|someone else) (be )?(staying|living) (there|in)\b|\bwhen (are|is|do) (the|your|other) (guests?|tenants?|people) (leaving|away|gone|leave)\b/,
  /\b(router|modem) (admin|login|password|settings|page)\b|\badmin(istrator)? (password|login|access|credentials)\b|\b(log ?in|access) (to )?the (router|modem)\b/,
  // A relative or friend of the host or of the booker, a platform signing a message, a code for someone else (four languages).
  /\b(i am|i'm|im|this is|it's|its)\b.{0,20}\b(\w+'s|the (host|owner|guest)'s) (cousin|brother|sister|mother|mom|mum|mam|mummy|father|dad|parents|son|daughter|friend|aunt|uncle|nephew|niece|husband|wife|partner)\b/,
  /\b(soy|es) (el|la) (herman[oa]|prim[oa]|madre|padre|hij[oa]|amig[oa]|ti[oa]|sobrin[oa]|marido|mujer|pareja) de\b|\bje suis (le|la) (maman|papa|frere|soeur|cousin(e)?|mere|pere|fils|fille|ami(e)?|oncle|tante|neveu|niece|mari|femme|conjoint(e)?) de\b|\b(ich bin|hier ist) (der|die) (bruder|schwester|cousin(e)?|mutter|vater|sohn|tochter|freund(in)?|onkel|tante|neffe|nichte|mann|frau) (von|der|des)\b/,
  /^\W*(hi |hello |bonjour |hola |hallo )?(c'est|ici|this is|aqui|hier ist|le escribimos del?|we are|nous sommes)? ?(airbnb|booking(\.com)?|vrbo|expedia)\b/,
  /\b(lui|leur) (envoyer|donner|transmettre|passer) (directement )?(le )?code\b|\b(le|les) (mandas|envias|das|pasas) el codigo\b|\bschicken sie (ihm|ihr|ihnen) (bitte )?den code\b|\b(send|give|text) (him|her|them) the code\b/,
  /\b(work|works|working) for (the (host|owner)|\w+)\b.{0,40}\b(code|key|keys|lockbox|box|door)\b|\btrabaj[oa] para\b|\btravaille pour\b|\barbeite (fur|bei)\b/,
  /\b(soporte|support|service|servicio|equipo|equipe|team|kundenservice|kundendienst|verification|verificacion|security|seguridad|securite)( [\w&]+){0,3} (de |d'|del |von |from |at |of )?(airbnb|booking(\.com)?|vrbo|expedia)\b/,
  /\b(c'est|ici) (la|le) (femme de menage|menage|agent \w+|technicien|plombier|jardinier|voisin\w*|proprietaire|concierge)\b|\b(\w+) (m'a|nous a) dit de vous demander\b|\b(me|nos) (dijo|pidio) que (te|le) (pidiera|preguntara)\b|\b(hat mir gesagt|hat mich gebeten),? (ich soll|sie zu fragen)\b/,
  /\b(mein|meine) (kumpel|freund(in)?|kollege|kollegin|bekannte\w*|schwager|schwagerin|chef(in)?|bruder|schwester|tochter|sohn|mutter|vater) (hat|haben) (gebucht|die buchung|reserviert)\b|\bmi (amig[oa]|compa|colega|cunad[oa]|jef[ea]) (reservo|hizo la reserva|tiene la reserva)\b|\bmon (pote|copain|collegue|beau-frere|patron) (a reserve|a fait la reservation)\b/,
  // Someone introducing themselves from a company or by name and company ("this is Josh from Coastal Pool Care").
  /\b(this is|it'?s|here is|i'?m|i am)\s+[\w'-]+\s+(from|with|at)\s+(the\s+)?([\w'&-]+\s+){0,3}(services?|care|pool|spa|cleaning|cleaners|maintenance|pest|plumbing|electrical|repairs?|insurance|insurers?|property|management|realty|agency|company|ltd|inc|llc|group|team|support|security|solutions|hvac|landscaping|gardening)\b/,
  /\b(somos|soy|le (escribe|habla)|te escribe) (de|del) (la |el )?(empresa|compania|servicio|equipo|seguro|aseguradora|agencia|administracion|comunidad)\b/,
  /\b(ici|c'est) (le|la|l') ?(service|equipe|assurance|assureur|societe|entreprise|agence|syndic|gestion)\b/,
  /\bhier (ist|spricht|schreibt) (die|der|das|ihre|ihr|ihre) ?[\w-]*(versicherung|service|dienst|firma|verwaltung|team|agentur|buro)\b/,
  // Asking when the place stands empty, between stays.
  /\b(que|cuales) dias .{0,40}(vaci[oa]|libre|desocupad[oa])\b|\bentre una reserva y otra\b|\b(leer (steht|stehen|ist)|nicht vermietet|unbewohnt|zwischen (zwei )?(buchungen|gasten))\b|\b(sera|est|reste) (vide|inoccupee?)\b|\bentre (deux|les) (reservations|locations|sejours)\b|\bwhen .{0,40}(empty|vacant|unoccupied|between (guests|bookings|stays))\b/,
  // Spanish.
  /\b(soy|somos)\b.{0,15}\b(el|la|los|las|un|una)? ?(duen[oa]s?|propietari[oa]s?|anfitrion(a)?|limpiador(a)?|de la limpieza|encargad[oa]|gestor(a)?|tecnico|electricista|fontanero|vecin[oa]|cerrajero|repartidor|policia|agente|jardinero|albanil|pintor(a)?|tecnico de \w+)\b/,
  /\b(soy|somos|escribo|llamo)\b.{0,10}\b(de|del equipo de|en nombre de)\b.{0,10}\b(airbnb|booking|vrbo|la policia|la comunidad|la agencia)\b/,
  /\bmi (hija|hijo|madre|padre|marido|mujer|espos[oa]|amig[oa]|jefe|herman[oa]|pareja) (reservo|hizo la reserva|tiene la reserva|se aloja)\b|\breserve para (mi|mis)\b|\ben nombre de\b/,
  /\b(otro|otra|otros|otras) (piso|apartamento|unidad|huesped|cliente|reserva)s?\b|\bhuesped(es)? (anterior|siguiente|de al lado)\b/,
  /\b(enviar|mandar|dar|pasar) (el )?codigo a (mi|mis|nuestr)\b|\bcuando (estara|esta|queda) (vaci[oa]|libre|desocupad[oa])\b|\bhay alguien (alojado|en casa|hospedado)\b|\b(contrasena|clave) (de administrador|del router|del modem)\b/,
  // French.
  /\bje suis\b.{0,15}\b(le|la|un|une)? ?(proprietaire|hote(sse)?|femme de menage|agent d'entretien|gerant(e)?|concierge|policier|gendarme|technicien|electricien|plombier|voisin(e)?|serrurier|livreur|jardinier|peintre|artisan|chauffagiste)\b/,
  /\b(je suis|nous sommes|j'ecris|j'appelle)\b.{0,10}\b(de|d'|du service|de la part de)\b.{0,10}\b(airbnb|booking|vrbo|la police|la mairie|l'agence)\b/,
  /\b(ma|mon) (fille|fils|mere|pere|mari|femme|ami(e)?|patron|frere|soeur|conjoint(e)?) (a reserve|a fait la reservation|a la reservation)\b|\bj'ai reserve pour (mes|ma|mon)\b|\bde la part de\b|\bau nom de\b/,
  /\b(autre|autres) (appartement|logement|voyageur|client|locataire|reservation)s?\b|\b(voyageur|client|locataire)s? (precedent|suivant|d'a cote)s?\b/,
  /\b(envoyer|donner|transmettre) (le )?code a (mon|ma|mes|notre|nos)\b|\bquand (le logement|l'appartement|la maison|il) (sera|est) (vide|libre|inoccupe)\b|\by a-t-il quelqu'un\b|\bmot de passe (admin|administrateur|du routeur|de la box)\b/,
  // German.
  /\bich bin\b.{0,15}\b(der|die|ein|eine)? ?(vermieter(in)?|eigentumer(in)?|gastgeber(in)?|putzfrau|putzkraft|reinigungskraft|hausmeister(in)?|verwalter(in)?|polizist(in)?|techniker(in)?|elektriker(in)?|installateur(in)?|nachbar(in)?|schlusseldienst|handwerker(in)?|gartner(in)?|monteur(in)?|klempner(in)?|lieferant(in)?|it-dienstleister\w*|dienstleister\w*)\b/,
  /\b(ich bin|wir sind|ich schreibe|ich rufe)\b.{0,10}\b(von|vom|im auftrag)\b.{0,10}\b(airbnb|booking|vrbo|der polizei|der stadt|der hausverwaltung)\b/,
  /\b(meine|mein) (tochter|sohn|mutter|vater|mann|frau|freund(in)?|chef(in)?|bruder|schwester) (hat gebucht|hat die buchung|wohnt)\b|\bim namen (von|meiner|meines)\b|\bfur meine (eltern|tochter|freunde) gebucht\b/,
  /\b(anderen?|andere) (wohnung|gast|gaste|unterkunft|buchung)\b|\b(vorherigen?|nachsten?) gast(es)?\b/,
  /\b(den )?code an (meine|meinen|unsere|unseren)\b|\bwann (ist|steht) (die wohnung|das haus|die unterkunft) (leer|frei)\b|\bwohnt (gerade )?jemand (in der wohnung|im haus)\b|\b(router|admin)-?passwort\b/,
];

const PROBLEM: RegExp[] = [
  /\b(?<!(any|an|is it a|is that a|would it be a|no) )(problems?|issues?|trouble|not working|doesn'?t work|does not work|stopped working|won'?t (work|turn on|start|flush|drain|close|lock)|leak\w*|smells?|smelly|stink\w*|weird|strange|noisy|too loud|dirty|stain\w*|missing|ran out|run out|(doesn'?t|does not|don'?t) (seem to )?do anything|does nothing|no (towels|toilet paper|soap|sheets|blankets|pillows|hot water|water|power|heat|heating|ac|wifi|internet|signal)|worried|concerned|unfortunately|sadly|annoy\w*|upset|frustrat\w*|disappoint\w*|bugs|insects|ants|mice|mouse|rats?|cockroach\w*|clogged|blocked|overflow\w*|jammed|flicker\w*|tripped|power (cut|out|outage)|blackout|rattl\w*|runs? (constantly|nonstop|all the time)|(doesn'?t|does not|isn'?t|is not) (really )?(cool|heat|cooling|heating|drain|draining|flush|flushing)\w*|cold shower|too (hot|cold)|broken|broke|crack(ed|s)|scratch\w*|complain\w*|sorry to bother|hate to (bother|complain)|by the way|btw|oh and|noticed|fyi|just so you know|heads up|for the record)\b/,
  /\b(?<!(hay|algun|es un|seria un|ningun) )(problemas?|no funciona|no (prende|enciende|arranca|calienta|enfria|sale agua|tira)|no (esta )?(enfriando|calentando)|(esta|todo) tibi[oa]|dejo de funcionar|se rompio|gotea|fuga|mal olor|huele (mal|raro)|(mucho|demasiado) ruido|sucio|sucia|manchas?|faltan?|se acabo|no hay (toallas|papel|jabon|agua|luz|calefaccion|wifi|senal)|preocupad[oa]s?|lamentablemente|desafortunadamente|molest\w*|frustrad[oa]|decepcion\w*|bichos|insectos|hormigas|ratones|cucarachas?|atascad[oa]|parpadea|se fue la luz|apagon|por cierto|me di cuenta|note que|para que lo sepas)\b/,
  /\b(?<!(un|y a-t-il un|c'est un|pas de) )(problemes?|soucis?|ne (marche|fonctionne) (pas|plus)|fuite|odeur|sent (mauvais|bizarre)|(trop de|beaucoup de) bruits?|sale|taches?|il manque|il n'y a (pas|plus) de|inquiet\w*|malheureusement|agac\w*|frustr\w*|decu(e|s)?|insectes|fourmis|souris|cafards?|bouche(e)?|coince(e)?|clignot\w*|coupure|panne|ne s'allume (pas|plus)|coule en (continu|permanence)|au fait|au passage|d'ailleurs|j'ai remarque|pour info|(que de l'eau |eau )(tiede|froide))\b/,
  /\b(?<!(ein|ist das ein|kein) )(probleme?|funktioniert nicht|geht nicht|kaputt|tropft|undicht|riecht|gestank|gerausch\w*|zu laut|schmutzig|fleck(en)?|fehlt|fehlen|kein(e|en)? (handtucher|klopapier|seife|strom|heizung|warmes wasser|wlan|empfang)|besorgt|leider|argerlich|frustriert|enttauscht|insekten|ameisen|mause|ratten|kakerlaken|verstopft|klemmt|flackert|stromausfall|ubrigens|aufgefallen|zur info)\b/,
];

const ASSISTANCE_ANIMAL: RegExp[] = [
  /\b(service (dog|animal)s?|assistance (dog|animal)s?|emotional support|support animal|guide dog|seeing[- ]eye|therapy (dog|animal)|esa letter|ada)\b/,
  /\b(perr[oa]s? (de asistencia|guia|lazarillo|de servicio|de apoyo)|animal(es)? de (apoyo|asistencia|servicio))\b/,
  /\b(chien(s)? (guide|d'assistance|d'aveugle)|animal d'(assistance|accompagnement|aide)|soutien emotionnel)\b/,
  /\b(assistenzhund\w*|blindenhund\w*|begleithund\w*|therapiehund\w*|servicehund\w*)\b/,
];

const EXCEPTION: RegExp[] = [
  /\b((a |one )?(third|fourth|fifth|extra|additional|another) (dog|dogs|pet|pets|cat|cats|guest|guests|person|people|adult|adults|car|cars)|you won'?t (even )?notice|make an exception|an exception|bend the rules?|just this once|special permission|would you allow|could you allow|is it (ok|okay|possible) if we (bring|have|invite|host)|(birthday|bachelor(ette)?|hen|stag|graduation|engagement|wedding|baby shower) (party|celebration|dinner|gathering)|(host|have|throw) (a|an|our) (party|event|gathering|celebration|reception)|photo ?shoot|film(ing)? (a|an|here)|commercial use|(extra|additional|more|\d+ more|a few more|one more) (guests?|people|persons|adults|visitors|friends))\b/,
  /\b(una excepcion|por esta vez|permiso especial|fiesta|celebracion|cumpleanos|despedida de (soltero|soltera)|boda|sesion de fotos|rodaje|(mas|otr[oa]s?|\d+) (personas|invitados|huespedes|amigos) (mas|extra)?)\b/,
  /\b(une exception|pour cette fois|autorisation speciale|fete|soiree|anniversaire|enterrement de vie|mariage|shooting|tournage|(plus de|\d+ autres|quelques) (personnes|invites|amis|voyageurs))\b/,
  /\b(eine ausnahme|ausnahmsweise|sondergenehmigung|party|feier|geburtstag\w*|junggesell\w*|hochzeit|fotoshooting|dreh|(weitere|zusatzliche|mehr) (gaste|personen|freunde|besucher))\b/,
];

const PROMISE: RegExp[] = [
  /\b(you|the host|the owner|your colleague|someone) (said|told (us|me)|promised|agreed|mentioned|offered)\b|\bas (agreed|promised|discussed)\b/,
  /\b(nos|me) (dijo|dijeron|dijiste|prometio|prometieron|prometiste|ofrecio)\b|\bcomo (acordamos|prometio|hablamos)\b/,
  /\b(vous|l'hote|le proprietaire) (nous |m')?(avez|aviez|a|avait) (dit|promis|propose)\b|\bcomme (convenu|promis)\b/,
  /\b(sie haben|du hast|der gastgeber hat|der vermieter hat) (uns |mir )?(gesagt|versprochen|angeboten|zugesagt)\b|\bwie (vereinbart|versprochen|besprochen)\b/,
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The host named by their first name in a way that asks for them, not a greeting ("waiting for Sam", "is Sam around"). */
function asksForHostByName(folded: string, hostFirstName: string): boolean {
  const name = foldText(hostFirstName.trim());
  if (name.length < 2) return false;
  const n = escape(name);
  return new RegExp(
    `\\b((waiting|wait) (for|on) ${n}|hear(d)? (back )?from ${n}|is ${n} (around|there|available|back|coming)|(tell|ask|let) ${n}|${n} (said|told|promised|agreed|mentioned|offered)|where is ${n}|(call|reach|contact|speak to|talk to) ${n}|esperando a ${n}|esta ${n}|(dile|preguntale) a ${n}|${n} (dijo|prometio)|attend(s|ons) ${n}|${n} (a dit|a promis)|(warte|warten) auf ${n}|${n} (hat gesagt|hat versprochen))\\b`,
  ).test(folded);
}

export const CUE_REASONS: Record<UnsureCue, string> = {
  'other-party': 'Someone other than the booking’s guest, or a request for someone else (a claimed identity, another unit, guest or date, other guests’ details, network admin access): Cohost refused.',
  problem: 'The message mentions a problem, even in passing.',
  'assistance-animal': 'An assistance animal: a legal question, not a pets question.',
  exception: 'Asks for something beyond the written policy (an exception, an event, more people).',
  promise: 'Refers to something a person said or promised.',
  'host-by-name': 'Asks for the host by name.',
};

/** The cues found in a message (accent-folded, harmless phrases masked). */
export function readUnsureCues(folded: string, hostFirstName: string): UnsureCue[] {
  const cues: UnsureCue[] = [];
  if (OTHER_PARTY.some((pattern) => pattern.test(folded))) cues.push('other-party');
  if (PROBLEM.some((pattern) => pattern.test(folded))) cues.push('problem');
  if (ASSISTANCE_ANIMAL.some((pattern) => pattern.test(folded))) cues.push('assistance-animal');
  if (EXCEPTION.some((pattern) => pattern.test(folded))) cues.push('exception');
  if (PROMISE.some((pattern) => pattern.test(folded))) cues.push('promise');
  if (asksForHostByName(folded, hostFirstName)) cues.push('host-by-name');
  return cues;
}

/** Clauses that are courtesy only (greetings, thanks, sign-offs): nothing to explain. */
const COURTESY = new Set(
  (
    'hi hello hey hiya dear good morning afternoon evening night thanks thank you cheers many much so very lots again in advance regards best kind warm wishes all the team ' +
    'we are were excited looking forward see soon great perfect awesome amazing lovely wonderful nice ok okay sounds cool sure yes no please sorry have day weekend trip stay ' +
    'hola buenos buenas dias tardes noches gracias muchas mil saludos un abrazo hasta pronto perfecto genial vale estamos emocionados ilusionados que tal por favor si ' +
    'bonjour bonsoir salut merci beaucoup cordialement bien bonne journee soiree parfait super genial oui au revoir plaisir impatients tres ' +
    'hallo guten morgen tag abend danke vielen dank schone grusse gruss liebe lg mfg bis bald perfekt super toll ja bitte freuen uns sehr ' +
    // Forms of address and intensifiers of thanks ("Hallo Herr Jannik", "merci ben gros").
    'mr mrs ms miss sir madam herr frau senor senora sr sra don dona monsieur madame mme m ben gros mucho muchisimas tausend herzlich herzliche'
  ).split(' '),
);

/** Whether a clause is only courtesy or a name: at most one word outside the courtesy words and the host's first name. */
export function isCourtesy(clause: string, hostFirstName = ''): boolean {
  const host = foldText(hostFirstName.trim());
  const words = clause.split(/[^\p{L}\d']+/u).filter((word) => word.length > 0);
  return words.filter((word) => !COURTESY.has(word) && word !== host).length <= 1;
}

/** A word pointing back at what was just asked ("what does that cost", "when do they get emptied"). */
const REFERS_BACK = /(?<![\p{L}\d])(that|it|its|they|them|those|this|these|das|es|dies|dafur|eso|esto|ese|esa|lo|ca|cela)(?![\p{L}\d])/u;

/** A short question about what the message already asked: explained by the topic recognised beside it. */
export function isFollowUp(clause: string, words: number): boolean {
  return words <= 5 && REFERS_BACK.test(clause) && ASKING.test(clause);
}

/**
 * Whether a clause asks or requests something (accent-folded text): a question word, a modal, a
 * "please", an imperative to send or tell. A clause that does none of these, in words the co-host
 * knows, is context for the question beside it ("trying to pack light for a week", "we're coming
 * from town"); danger, problems and every cue above are read on the whole message regardless.
 */
const ASKING =
  /(?<![\p{L}\d])(what|whats|where|wheres|when|how|which|who|whom|whose|why|is there|are there|is it|is that|are we|can|cant|could|would|will|do (you|we|i|they)|does|did|should|may|might|must|any chance|possible|please|pls|need|want|wonder\w*|let (me|us) know|tell (me|us)|send|give|que|donde|cuando|como|cual|cuales|quien|por que|hay|puede\w*|podemos|podria\w*|se puede|necesit\w*|quier\w*|por favor|mand\w*|envi\w*|dime|diga\w*|sabe\w*|es posible|quoi|ou|quand|comment|quel\w*|qui|pourquoi|est-ce|y a-t-il|peut\w*|pouv\w*|pourr\w*|faut|besoin|voudr\w*|merci de|envoy\w*|dites|sait|savez|was|wo|wann|wie|welche\w*|wer|warum|gibt es|kann|kannst|konnen|konnt\w*|darf|durfen|muss|mussen|brauch\w*|mocht\w*|bitte|schick\w*|sagen sie|wisst|wissen sie)(?![\p{L}\d])/u;

export function asksSomething(clause: string): boolean {
  return ASKING.test(clause);
}
