/** Vocabulary for generated posts; every combination reads like a plausible short update. */
export const LOCAL_PEOPLE: { username: string; displayName: string; note: string }[] = [
  {
    username: 'alice',
    displayName: 'Alice Marsh',
    note: 'Birdwatcher, coffee person, writes small tools. :petrel:',
  },
  {
    username: 'bob',
    displayName: 'Bob Ferreira',
    note: 'Ferry engineer. Posts tide tables and sunsets.',
  },
  { username: 'carol', displayName: 'Carol Ng', note: 'Long threads about maps and old railways.' },
  { username: 'dave', displayName: 'Dave Okafor', note: 'Bakes bread at 5am, codes after.' },
  { username: 'erin', displayName: 'Erin Walsh', note: 'Illustrator. Sketchbook daily.' },
  { username: 'frank', displayName: 'Frank Lindqvist', note: 'Cyclist and weekend carpenter.' },
  { username: 'grace', displayName: 'Grace Adeyemi', note: 'Librarian. Ask me about zines.' },
  { username: 'heidi', displayName: 'Heidi Brandt', note: 'Private account, friends only.' },
  { username: 'ivan', displayName: 'Ivan Petrov', note: 'Astronomy club, clear skies wanted.' },
  { username: 'judy', displayName: 'Judy Kim', note: 'Gardener; tomatoes are my personality.' },
  { username: 'mallory', displayName: 'Mallory Reyes', note: 'Hot takes, mostly lukewarm.' },
  { username: 'niaj', displayName: 'Niaj Rahman', note: 'Runs the community radio night show.' },
  { username: 'olivia', displayName: 'Olivia Duarte', note: 'Marine biology student. Kelp facts.' },
  { username: 'peggy', displayName: 'Peggy Sousa', note: 'Knits, reads, repeats.' },
  {
    username: 'rupert',
    displayName: 'Rupert Hale',
    note: 'Photographer of puddles and reflections.',
  },
  { username: 'sybil', displayName: 'Sybil Moreau', note: 'Board games and bad puns.' },
  { username: 'trent', displayName: 'Trent Osei', note: 'Posts a lot about football.' },
  { username: 'victor', displayName: 'Tide Bot', note: 'Automated tide reports for the harbour.' },
  { username: 'walter', displayName: 'Walter Young', note: 'Retired teacher, new to all this.' },
  { username: 'yasmin', displayName: 'Yasmin Haddad', note: 'Translator. Languages and food.' },
];

export const REMOTE_PEOPLE: {
  username: string;
  domain: string;
  displayName: string;
  note: string;
}[] = [
  {
    username: 'tern',
    domain: 'social.example',
    displayName: 'Arctic Tern',
    note: 'Flies far, posts rarely.',
  },
  {
    username: 'gull',
    domain: 'birds.example',
    displayName: 'Herring Gull',
    note: 'Steals chips. Regrets nothing.',
  },
  {
    username: 'puffin',
    domain: 'birds.example',
    displayName: 'Puffin Collective',
    note: 'A group account for puffin fans.',
  },
  {
    username: 'kittiwake',
    domain: 'cliffs.example',
    displayName: 'Kit Wake',
    note: 'Cliff-side writer.',
  },
  {
    username: 'skua',
    domain: 'news.example',
    displayName: 'Skua News',
    note: 'Headlines from the north.',
  },
];

export const CUSTOM_EMOJI = [
  { shortcode: 'petrel', category: 'Birds' },
  { shortcode: 'wave', category: 'Sea' },
  { shortcode: 'sparkle', category: null },
  { shortcode: 'blobcoffee', category: 'Blobs' },
  { shortcode: 'party', category: null },
];

export const OPENERS = [
  'Just noticed',
  'Quick thought:',
  'Today I learned',
  'Reminder:',
  'Honestly,',
  'Small win:',
  'Question for everyone:',
  'Morning!',
  'Late night update:',
  'Finally',
];
export const SUBJECTS = [
  'the harbour lights',
  'my sourdough starter',
  'the new bike lane',
  'that old railway map',
  'the library book sale',
  'a heron on the pier',
  'the tomato seedlings',
  'our radio show',
  'the night sky',
  'this rainy Tuesday',
  'the ferry timetable',
  'a puzzle I cannot solve',
];
export const PREDICATES = [
  'looks better than expected',
  'made my whole day',
  'needs more attention',
  'is back after the winter',
  'keeps surprising me',
  'deserves a long thread',
  'was quieter than usual',
  'got a fresh coat of paint',
  'is worth the walk',
  'turned out fine in the end',
];
export const HASHTAGS = [
  'photography',
  'birds',
  'baking',
  'gardening',
  'maps',
  'astronomy',
  'cycling',
  'books',
  'radio',
  'Petrel',
  'SandboxLife',
  'tides',
];
export const LINKS = [
  {
    url: 'https://news.example/articles/harbour-restoration',
    title: 'Harbour restoration finished ahead of schedule',
    description: 'The old stone harbour wall reopened this week after two years of work.',
    provider: 'Skua News',
  },
  {
    url: 'https://blog.example/posts/bread-at-dawn',
    title: 'Bread at dawn: a beginner guide',
    description: 'Everything I wish I knew before my first loaf.',
    provider: 'Dawn Bakes',
  },
  {
    url: 'https://maps.example/railways/1923',
    title: 'Railway map of 1923, scanned',
    description: 'A high resolution scan of the regional railway map.',
    provider: 'Map Archive',
  },
  {
    url: 'https://sky.example/tonight',
    title: 'What to see in the sky tonight',
    description: 'Planets, meteors and the moon phase for this week.',
    provider: 'Sky Tonight',
  },
];
export const SPOILERS = [
  'spoilers for the finale',
  'food (photos)',
  'long rant',
  'eye contact',
  'politics',
];
export const POLL_QUESTIONS = [
  { text: 'Tea or coffee?', options: ['Tea', 'Coffee', 'Both', 'Neither'] },
  { text: 'Best time for a walk?', options: ['Morning', 'Afternoon', 'Evening'] },
  { text: 'Which bread should I bake next?', options: ['Rye', 'Focaccia', 'Brioche', 'Bagels'] },
];
export const REPLIES = [
  'Totally agree!',
  'Ha, same here.',
  'Thanks for sharing this.',
  'I had no idea.',
  'Can you post a photo?',
  'This is lovely.',
  'Not sure about that one.',
  'Following this thread.',
  'Great point.',
  'Same thing happened to me last week.',
];
export const MEDIA_DESCRIPTIONS = [
  'A harbour at sunset with boats',
  'Close-up of a loaf of bread',
  'A heron standing on a pier',
  'A hand-drawn map',
  'Tomato plants in pots',
  null,
];
