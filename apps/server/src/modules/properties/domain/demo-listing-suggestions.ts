/** Listing improvements the demo workspace's co-host suggests, keyed by demo property name. */
export const DEMO_LISTING_SUGGESTIONS: Array<{ property: string; field: 'title' | 'description'; after: string; why: string; title: string }> = [
  {
    property: 'Ocean View Cottage',
    field: 'title',
    after: 'Ocean View Cottage · Hot Tub · 2 min to Seabright Beach',
    why: 'Guests ask about the hot tub in 1 of 5 conversations; titles that name it are clicked more.',
    title: 'Name the hot tub in the Ocean View Cottage title',
  },
  {
    property: 'Downtown Loft',
    field: 'description',
    after:
      'An industrial loft on Congress Avenue with a king bed, a sofa bed and a rooftop pool. Self check-in with a door code sent the day before; 6th Street is a 5-minute walk.',
    why: 'Three guests this month asked how to get in; saying it up front saves the question.',
    title: 'Explain self check-in in the Downtown Loft description',
  },
  {
    property: 'Harbor Studio',
    field: 'title',
    after: 'Harbor Studio · Steps from Pike Place · Water Views',
    why: 'The water view is in 6 of its 10 best photos and none of its words.',
    title: 'Mention the water view in the Harbor Studio title',
  },
  {
    property: 'Blue Ridge Cabin',
    field: 'title',
    after: 'Blue Ridge Cabin · Mountain Views · Hot Tub · Fire Pit',
    why: 'Most reviews mention the fire pit; the title does not.',
    title: 'Add the fire pit to the Blue Ridge Cabin title',
  },
];
