import { describe, expect, it } from 'vitest';
import { AIRBNB_TITLE_MAX, DESCRIPTION_BLOCK_MIN, detectContentGaps, MIN_PHOTOS, paragraphs, shortenTitle, TITLE_MIN, type ListingContent } from './content-suggestions';

const complete: ListingContent = {
  id: 'p1',
  name: 'Lakeview Cabin',
  listing: { title: 'Lakeside cabin with hot tub and dock', description: 'A quiet cabin on the lake.\n\nHot tub, dock, free parking.', amenities: ['Wifi', 'Free parking'], photosCount: 20 },
  knowledgeBase: { faq: [], checkIn: 'Lockbox by the door.', wifiPassword: 'lake2026', houseRules: 'No parties.', poolHotTub: 'The hot tub is on the deck.', parking: 'Driveway, two cars.' },
};
const withListing = (listing: Partial<ListingContent['listing']>, knowledgeBase: Partial<ListingContent['knowledgeBase']> = {}): ListingContent => ({
  ...complete,
  listing: { ...complete.listing, ...listing },
  knowledgeBase: { ...complete.knowledgeBase, ...knowledgeBase },
});
const rules = (content: ListingContent) => detectContentGaps(content).map((suggestion) => `${suggestion.rule}:${suggestion.field ?? suggestion.subjectKey}`);

describe('detectContentGaps', () => {
  it('finds nothing in a complete listing', () => {
    expect(detectContentGaps(complete)).toEqual([]);
  });

  it('names each missing field: description, title, check-in instructions, Wi-Fi password, house rules', () => {
    const found = detectContentGaps(withListing({ title: '', description: '' }, { checkIn: '', wifiPassword: ' ', houseRules: undefined }));
    expect(found.map((s) => [s.subject, s.target, s.field, s.priority])).toEqual([
      ['Description', 'description', null, 'high'],
      ['Title', 'title', null, 'high'],
      ['check-in instructions', 'knowledge', 'checkIn', 'high'],
      ['Wi-Fi password', 'knowledge', 'wifiPassword', 'medium'],
      ['house rules', 'knowledge', 'houseRules', 'medium'],
      // With no title or description, the hot tub the knowledge base names is nowhere in the listing either.
      ['Hot tub', 'amenities', null, 'low'],
    ]);
    expect(found[2]!.title).toBe('Add your check-in instructions at Lakeview Cabin');
  });

  it('names amenities the knowledge base mentions and the listing does not, and adds them on apply', () => {
    const content = withListing({ title: 'Quiet lakeside cabin for families', description: 'A quiet cabin on the lake.', amenities: [] }, { kitchen: 'Dishwasher and a Nespresso machine.', tv: 'Smart TV with Netflix.' });
    const [amenities] = detectContentGaps(content);
    expect(amenities).toMatchObject({ rule: 'amenities', type: 'amenity', target: 'amenities', amenities: ['Hot tub', 'Parking', 'TV', 'Dishwasher', 'Coffee maker'], priority: 'high' });
    expect(amenities!.text).toBe('Hot tub, Parking, TV, Dishwasher, Coffee maker');
    expect(amenities!.title).toBe('Add to the listing at Lakeview Cabin: Hot tub, Parking, TV, Dishwasher, Coffee maker (your knowledge base names them)');
  });

  it('does not see an amenity inside another word, and counts one named in the listing as listed', () => {
    // 'spa' in 'space' or 'pool' in 'Liverpool' is not an amenity; a hot tub in the description is listed.
    const content = withListing({ description: 'A spacious cabin near Liverpool. Hot tub on the deck, parking in the driveway.', amenities: [] }, { poolHotTub: 'The hot tub is on the deck.', parking: 'Driveway.', localTips: 'Liverpool is 10 minutes away.' });
    expect(rules(content)).toEqual([]);
  });

  it('says the title is too long one character over Airbnb’s limit, not at it, with a shortened title to paste', () => {
    const at = 'Lakeside cabin, hot tub, dock and kayaks for you!!';
    expect(at).toHaveLength(AIRBNB_TITLE_MAX);
    expect(rules(withListing({ title: at }))).toEqual([]);
    const over = `${at}!`;
    const [long] = detectContentGaps(withListing({ title: over }));
    expect(long).toMatchObject({ rule: 'title-length', subject: 'Title too long', target: 'title', before: over, priority: 'medium' });
    expect(long!.text.length).toBeLessThanOrEqual(AIRBNB_TITLE_MAX);
    expect(long!.evidence[0]).toBe(`The title is 51 characters; Airbnb shows at most ${AIRBNB_TITLE_MAX}.`);
  });

  it('says the title is too short one character under the minimum, not at it', () => {
    expect(rules(withListing({ title: 'x'.repeat(TITLE_MIN) }))).toEqual([]);
    expect(rules(withListing({ title: 'x'.repeat(TITLE_MIN - 1) }))).toEqual([`title-length:${'x'.repeat(TITLE_MIN - 1)}`]);
  });

  it('offers paragraphs for a long description written as one block, keeping its words', () => {
    const sentence = 'This sentence is part of a long description written without any break at all. ';
    const block = sentence.repeat(Math.ceil(DESCRIPTION_BLOCK_MIN / sentence.length)).trim();
    const [found] = detectContentGaps(withListing({ description: block }));
    expect(found).toMatchObject({ rule: 'description-structure', target: 'description', before: block, priority: 'low' });
    expect(found!.text.replace(/\s+/g, ' ')).toBe(block);
    expect(found!.text.split('\n\n').length).toBeGreaterThan(1);
    expect(rules(withListing({ description: block.slice(0, DESCRIPTION_BLOCK_MIN - 1) }))).toEqual([]);
    expect(rules(withListing({ description: block.replace('. This', '.\nThis') }))).toEqual([]);
  });

  it('asks for photos under the platform’s minimum, and reads 0 as not known', () => {
    expect(rules(withListing({ photosCount: MIN_PHOTOS }))).toEqual([]);
    expect(rules(withListing({ photosCount: 0 }))).toEqual([]);
    expect(detectContentGaps(withListing({ photosCount: MIN_PHOTOS - 1 }))[0]).toMatchObject({ rule: 'photos', type: 'photo', target: 'none', priority: 'high' });
  });
});

describe('shortenTitle and paragraphs', () => {
  it('cuts at a word boundary without a trailing comma', () => {
    expect(shortenTitle('Lakeside cabin with a hot tub, a private dock, kayaks and a fire pit')).toBe('Lakeside cabin with a hot tub, a private dock');
    expect(shortenTitle('Short title')).toBe('Short title');
  });
  it('groups sentences by three', () => {
    expect(paragraphs('One. Two! Three? Four.')).toBe('One. Two! Three?\n\nFour.');
  });
});
