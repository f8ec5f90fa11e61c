/**
 * The sandbox's VAPID key pair (RFC 8292), fixed so that subscriptions made against one run stay
 * valid against the next. A real P-256 pair: browsers refuse a server key that is not one. It
 * signs push messages of a local test server only; it protects nothing.
 */
export const VAPID_KEYS = {
  publicKey:
    'BIcQnMyBFpZ87U9e7iqFVwUCu6UM1A3VkIYbkBNvzGF3CSBzEqUCbxpDnG5wmvuWXuDzmRm8ZzoaJOlqXFj5oCA',
  privateKey: '6nve3mqOHMCj0yeKFJ54ZRjWtIB_9gKkd9WSweS9qUQ',
  subject: 'mailto:admin@sandbox.test',
} as const;
