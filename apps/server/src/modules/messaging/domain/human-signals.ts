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
  safety: [
    /\b(fire(?! ?(pit|place|wood|works|stick|tv))|smoke|gas leak|smell(s|ing)? (of )?gas|carbon monoxide|co alarm|flood(ing|ed)?|burst pipe|electric(al)? shock|sparks?|sparking|burning smell|smells? (like |of )?burning|something(’|')?s burning|electrical fire|injur(y|ed)|(got|is|am|are|was|were|been) hurt|bleeding|unconscious|ambulance|emergency|police|break[- ]?in|(someone|somebody|they|people|thieves|burglars?) (has |have )?(broke|broken) in(to)?|broken into|intruder|someone (is )?in the house|unsafe|not safe|danger(ous)?)\b/,
    /\b(incendio|fuego|humo|chispas|monoxido|detector de humo|alarma de (incendio|humo)|huele a quemado|fuga de gas|huele a gas|inundacion|inundado|herid[oa]|sangr|ambulancia|emergencia|policia|intruso|peligro(so)?|robo|alguien entro)\b/,
    /\b(incendie|feu|fumee|etincelles?|monoxyde|detecteur de fumee|alarme (incendie|de fumee)|odeur de brule|sent le brule|fuite de gaz|odeur de gaz|inondation|inonde|blesse|saign|ambulance|urgence|police|intrus|danger(eux)?|cambriol)/,
    /\b(feuer|brand|rauch|funken|kohlenmonoxid|co-melder|rauchmelder|feuermelder|brandgeruch|riecht verbrannt|gasleck|riecht nach gas|gasgeruch|uberschwemm|wasserrohrbruch|verletzt|blut|krankenwagen|notfall|notarzt|polizei|einbruch|eingebrochen|einbrecher|gefahr(lich)?)\b/,
  ],
  lockout: [
    /\b(locked out|can'?t (get|get back) in|cannot (get|get back) in|can'?t open the (door|lock)|code (doesn'?t|does not|isn'?t|is not|won'?t) work|(door|lock|keypad) (won'?t|doesn'?t|does not|will not) (open|work|unlock)|no key|lost (the |my )?key|stuck outside)\b/,
    /\b(no (podemos|puedo) (entrar|abrir)|el codigo no funciona|la (puerta|cerradura) no (abre|funciona)|perdi la llave|nos quedamos fuera|estamos afuera)\b/,
    /\b(on ne peut pas entrer|je ne peux pas entrer|impossible d'?entrer|le code ne (marche|fonctionne) pas|la porte ne s'?ouvre pas|(porte|serrure) bloquee|perdu la cle|enferme[se]? dehors|coinces? dehors)\b/,
    /\b(kommen nicht (rein|hinein)|komme nicht (rein|hinein)|ausgesperrt|(der )?code funktioniert nicht|(die )?tur (geht nicht auf|lasst sich nicht offnen)|schlussel verloren)\b/,
  ],
  'human-request': [
    /\b(talk|speak|chat) (to|with) (a |an |the )?(human|person|real person|someone|somebody|host|owner|manager|agent)\b/,
    /\b(real person|actual person|human being|not a (bot|robot|machine)|are you a (bot|robot|machine|real person)|stop the bot|call me|phone me|can (you|someone) call)\b/,
    /\b(hablar con (una persona|alguien|el anfitrion|la anfitriona|el dueno|un humano)|persona real|llamame|llameme|eres un (bot|robot))\b/,
    /\b(parler (a|avec) (une personne|quelqu'?un|l'?hote|le proprietaire|un humain)|vraie personne|appelez[- ]moi|rappelez[- ]moi|etes[- ]vous un (bot|robot))\b/,
    /\b(mit (einem menschen|einer person|jemandem|dem gastgeber|der gastgeberin|dem vermieter) (sprechen|reden)|echte person|rufen sie mich an|ruf mich an|bist du ein (bot|roboter))\b/,
  ],
  legal: [
    /\b(lawyer|attorney|sue|suing|lawsuit|legal action|small claims|report you|chargeback|consumer protection)\b/,
    /\b(abogado|demanda(r)?|denunci(a|ar)|accion legal)\b/,
    /\b(avocat|porter plainte|poursuite|action en justice|signaler)\b/,
    /\b(anwalt|verklagen|klage|anzeige|rechtliche schritte)\b/,
  ],
  damage: [
    /\b(broke|broken|break|damaged?|cracked|stain(ed|s)?|spilled|spill|scratch(ed)?|dent(ed)?|shattered|ripped|torn|leak(ing|s)?)\b/,
    /\b(roto|rota|rompi|rompio|rompieron|rompimos|danad[oa]|dano|mancha(do)?|derrame|rayad[oa]|gotea|fuga)\b/,
    /\b(casse|cassee|brise|endommage|abime|tache|renverse|raye|fissure|fuite)\b/,
    /\b(kaputt|zerbrochen|beschadigt|schaden|fleck|verschuttet|zerkratzt|gerissen|undicht|tropft)\b/,
  ],
  complaint: [
    /\b(dirty|filthy|disgusting|unacceptable|terrible|awful|horrible|disappointed|disappointing|complain(t)?|not as (described|advertised)|bugs|cockroach(es)?|mold|mould|noisy|too loud|no hot water|(heating|heat|ac|air conditioning|wifi|internet) (is )?(not working|doesn'?t work|broken|out)|(isn'?t|is not|doesn'?t|does not|stopped|not) work(ing)?|keeps (cutting|dropping) out|no (signal|connection|power|electricity))\b/,
    /\b(sucio|sucia|asqueroso|inaceptable|terrible|horrible|decepcionad[oa]|queja|reclamacion|cucarachas?|moho|ruido|no hay agua caliente|no funciona|se corta|sin (luz|conexion|senal))\b/,
    /\b(sale|degoutant|inacceptable|horrible|decu|decue|plainte|reclamation|cafards?|moisissure|bruit|pas d'?eau chaude|ne (marche|fonctionne) (pas|plus)|coupe (tout le temps|sans arret|toutes les)|pas de (connexion|courant|reseau))\b/,
    /\b(schmutzig|dreckig|eklig|inakzeptabel|schrecklich|enttauscht|beschwerde|kakerlaken?|schimmel|laut|kein warmes wasser|(geht|funktioniert) nicht|bricht .{0,25}ab|kein (strom|netz|empfang|internet))\b/,
  ],
  'lost-item': [
    /\b((left|forgot|forgotten|lost) (my|our|a|an|the|his|her) |lost and found|left (it |something )?behind)/,
    /\b(olvide|olvidamos|olvido|deje|dejamos|perdi|perdimos) (mi|mis|el|la|los|las|un|una|nuestr[oa]s?)\b|objetos perdidos/,
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
}

/** The must-reach-a-person signals in a guest's message, and how urgent the strongest is. */
export function readHumanSignals(text: string): HumanSignals {
  const folded = foldText(text);
  const signals = HUMAN_SIGNALS.filter((signal) => PATTERNS[signal].some((pattern) => pattern.test(folded)));
  const urgency = signals.reduce<Urgency>((strongest, signal) => (URGENCY_RANK[URGENCY[signal]] > URGENCY_RANK[strongest] ? URGENCY[signal] : strongest), signals.length ? 'normal' : 'low');
  return { signals, needsHuman: signals.length > 0, urgency };
}
