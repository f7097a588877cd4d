import type { KnowledgeBase, KnowledgeBaseField } from '@cohost/shared';
import type { SuggestionPriority, SuggestionType } from './inbox-suggestions';
import { hasWord } from './words';

/** Cohost's copy of a listing, as the properties face gives it. */
export interface ListingContent {
  id: string;
  name: string;
  listing: { title: string; description: string; amenities: string[]; photosCount: number };
  knowledgeBase: KnowledgeBase;
}

/**
 * Airbnb's listing title limit: 50 characters (Airbnb's listing editor and Help Center on listing
 * titles; not re-checked against the live site when this was written — change it here if it moves).
 */
export const AIRBNB_TITLE_MAX = 50;
/** Cohost's own judgement, not a platform rule: a title under 20 characters says too little (type, place, one highlight). */
export const TITLE_MIN = 20;
/**
 * Airbnb's listing setup asks for at least 5 photos before a listing is published (same caveat as
 * above); 0 is read as "not known" (Cohost's copy was never given a count).
 */
export const MIN_PHOTOS = 5;
/** A description this long written as one block (no line break) is hard to read on a phone. */
export const DESCRIPTION_BLOCK_MIN = 400;
/** Sentences per paragraph when Cohost proposes a structured description. */
export const SENTENCES_PER_PARAGRAPH = 3;

export type ContentRule = 'missing-field' | 'amenities' | 'title-length' | 'description-structure' | 'photos';

export interface ContentSuggestion {
  propertyId: string;
  rule: ContentRule;
  /** What the dedupe key is built from: the finding and the text it was found in. */
  subjectKey: string;
  subject: string;
  type: SuggestionType;
  priority: SuggestionPriority;
  evidence: string[];
  checklist: string[];
  /** The text to paste on the platform ('' when the host writes it). */
  text: string;
  target: 'none' | 'title' | 'description' | 'amenities' | 'knowledge';
  field: KnowledgeBaseField | null;
  before: string;
  amenities: string[];
  title: string;
}

/** Fields guests need that the co-host answers from; empty ones are missing from Cohost's copy. */
const REQUIRED_FIELDS: ReadonlyArray<{ field: KnowledgeBaseField; words: string; type: SuggestionType; priority: SuggestionPriority }> = [
  { field: 'checkIn', words: 'check-in instructions', type: 'description', priority: 'high' },
  { field: 'wifiPassword', words: 'Wi-Fi password', type: 'amenity', priority: 'medium' },
  { field: 'houseRules', words: 'house rules', type: 'description', priority: 'medium' },
];

/**
 * Amenities the knowledge base may name: an amenity is "named" when its field's text holds one of
 * its words, and "absent from the listing" when neither the amenities list, the title nor the
 * description holds any of them.
 */
export const AMENITY_TERMS: ReadonlyArray<{ name: string; fields: readonly KnowledgeBaseField[]; words: readonly string[] }> = [
  { name: 'Hot tub', fields: ['poolHotTub'], words: ['hot tub', 'jacuzzi', 'spa tub'] },
  { name: 'Pool', fields: ['poolHotTub'], words: ['pool'] },
  { name: 'Parking', fields: ['parking'], words: ['parking', 'driveway', 'garage'] },
  { name: 'EV charger', fields: ['parking'], words: ['ev charger', 'electric vehicle charger', 'tesla charger'] },
  { name: 'Wifi', fields: ['wifiName', 'wifiPassword'], words: ['wifi', 'wi-fi', 'internet'] },
  { name: 'Washer', fields: ['laundryLinens'], words: ['washer', 'washing machine'] },
  { name: 'Dryer', fields: ['laundryLinens'], words: ['dryer'] },
  { name: 'TV', fields: ['tv'], words: ['tv', 'television', 'netflix', 'streaming'] },
  { name: 'Air conditioning', fields: ['heatingCooling'], words: ['air conditioning', 'a/c', 'air conditioner'] },
  { name: 'Fireplace', fields: ['heatingCooling'], words: ['fireplace', 'wood stove', 'wood-burning'] },
  { name: 'Dishwasher', fields: ['kitchen'], words: ['dishwasher'] },
  { name: 'Coffee maker', fields: ['kitchen'], words: ['coffee maker', 'espresso', 'nespresso', 'coffee machine'] },
];


/** The title cut at a word boundary to fit `max` characters. */
export function shortenTitle(title: string, max = AIRBNB_TITLE_MAX): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : clean.slice(0, max)).replace(/[\s,;:–—-]+$/, '');
}

/** One block of text split into paragraphs of `SENTENCES_PER_PARAGRAPH` sentences (the words unchanged). */
export function paragraphs(text: string): string {
  const sentences = text.replace(/\s+/g, ' ').trim().match(/[^.!?]+[.!?]+["')\]]*|[^.!?]+$/g) ?? [text];
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i += SENTENCES_PER_PARAGRAPH) out.push(sentences.slice(i, i + SENTENCES_PER_PARAGRAPH).map((s) => s.trim()).join(' '));
  return out.join('\n\n');
}

/** Listing content that can be better: missing fields, amenities the knowledge base names, title length, description structure, photos. Pure. */
export function detectContentGaps(property: ListingContent): ContentSuggestion[] {
  const { listing, knowledgeBase: kb } = property;
  const base = { propertyId: property.id, field: null, before: '', amenities: [] as string[] };
  const out: ContentSuggestion[] = [];
  const at = ` at ${property.name}`;

  if (!listing.description.trim()) {
    out.push({ ...base, rule: 'missing-field', subjectKey: 'description', subject: 'Description', type: 'description', priority: 'high', evidence: ['Cohost’s copy of the listing has no description.'], checklist: ['Copy the description from the platform into the property in Cohost, or write one', 'Describe the space, who it suits, and what is nearby'], text: '', target: 'description', title: `Add a listing description${at}` });
  }
  if (!listing.title.trim()) {
    out.push({ ...base, rule: 'missing-field', subjectKey: 'title', subject: 'Title', type: 'description', priority: 'high', evidence: ['Cohost’s copy of the listing has no title.'], checklist: [`Write a title of ${TITLE_MIN}–${AIRBNB_TITLE_MAX} characters: the kind of place, where, one highlight`, 'Paste it on each platform'], text: '', target: 'title', title: `Add a listing title${at}` });
  }
  for (const required of REQUIRED_FIELDS) {
    if (kb[required.field]?.trim()) continue;
    out.push({ ...base, rule: 'missing-field', subjectKey: required.field, subject: required.words, type: required.type, priority: required.priority, evidence: [`The knowledge base has no ${required.words}: the co-host cannot give them to guests.`], checklist: [`Write the ${required.words} below`, 'Check the listing on each platform has them too'], text: '', target: 'knowledge', field: required.field, title: `Add your ${required.words}${at}` });
  }

  const listingText = [listing.title, listing.description, ...listing.amenities].join('\n');
  const missing = AMENITY_TERMS.filter((term) => {
    const named = term.fields.some((field) => term.words.some((word) => hasWord(kb[field] ?? '', word)));
    return named && !term.words.some((word) => hasWord(listingText, word)) && !hasWord(listingText, term.name);
  }).map((term) => term.name);
  if (missing.length) {
    out.push({
      ...base,
      rule: 'amenities',
      subjectKey: missing.join(','),
      subject: missing.join(', '),
      type: 'amenity',
      priority: missing.length >= 3 ? 'high' : missing.length === 2 ? 'medium' : 'low',
      evidence: [`The knowledge base names ${missing.join(', ')}; the listing’s title, description and amenities do not.`],
      checklist: ['On each platform, tick these amenities in the listing’s amenities', 'Mention the best of them in the description'],
      text: missing.join(', '),
      target: 'amenities',
      amenities: missing,
      title: `Add to the listing${at}: ${missing.join(', ')} (your knowledge base names ${missing.length === 1 ? 'it' : 'them'})`,
    });
  }

  const title = listing.title.trim();
  if (title.length > AIRBNB_TITLE_MAX) {
    out.push({ ...base, rule: 'title-length', subjectKey: title, subject: 'Title too long', type: 'description', priority: 'medium', evidence: [`The title is ${title.length} characters; Airbnb shows at most ${AIRBNB_TITLE_MAX}.`], checklist: ['Check the shortened title still says the kind of place and its highlight', 'Paste it as the title on Airbnb'], text: shortenTitle(title), target: 'title', before: listing.title, title: `Shorten the title to ${AIRBNB_TITLE_MAX} characters${at}` });
  } else if (title && title.length < TITLE_MIN) {
    out.push({ ...base, rule: 'title-length', subjectKey: title, subject: 'Title too short', type: 'description', priority: 'low', evidence: [`The title is ${title.length} characters; up to ${AIRBNB_TITLE_MAX} fit on Airbnb.`], checklist: ['Add the kind of place, the area and one highlight', 'Paste it as the title on each platform'], text: title, target: 'title', before: listing.title, title: `Say more in the title${at}` });
  }

  const description = listing.description.trim();
  if (description.length >= DESCRIPTION_BLOCK_MIN && !description.includes('\n')) {
    const structured = paragraphs(description);
    if (structured.includes('\n')) {
      out.push({ ...base, rule: 'description-structure', subjectKey: description, subject: 'Description in one block', type: 'description', priority: 'low', evidence: [`The description is ${description.length} characters with no paragraph break.`], checklist: ['Check the paragraphs read well (the words are unchanged)', 'Paste the text as the description on each platform'], text: structured, target: 'description', before: listing.description, title: `Break the description into paragraphs${at}` });
    }
  }

  if (listing.photosCount > 0 && listing.photosCount < MIN_PHOTOS) {
    out.push({ ...base, rule: 'photos', subjectKey: String(listing.photosCount), subject: 'Photos', type: 'photo', priority: 'high', evidence: [`The listing has ${listing.photosCount} photo${listing.photosCount === 1 ? '' : 's'}; Airbnb asks for at least ${MIN_PHOTOS}.`], checklist: ['Photograph every bedroom, the bathroom, the kitchen and the living space in daylight', 'Upload them on each platform', 'Update the photos count of the property in Cohost'], text: '', target: 'none', title: `Add photos: ${listing.photosCount} of at least ${MIN_PHOTOS}${at}` });
  }
  return out;
}
