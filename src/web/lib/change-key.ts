/**
 * Names a change for the server's `Idempotency-Key` header, so a change resent after its answer was
 * lost is not made twice. The same body sent again gets the same key until the change succeeds;
 * another body, or the same one after a success, gets a new key (posting the same words twice on
 * purpose is two changes).
 */
export interface ChangeKey {
  /** The key to send with this body. */
  for(body: unknown): string;
  /** The change went through: the next one, even with the same body, is a new change. */
  done(): void;
}

/** 128 random bits as hex. `crypto.randomUUID` exists only in secure contexts; this works on plain HTTP too. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function createChangeKey(): ChangeKey {
  let pending: { body: string; key: string } | null = null;
  return {
    for(body) {
      const text = JSON.stringify(body);
      if (pending?.body !== text) pending = { body: text, key: randomKey() };
      return pending.key;
    },
    done() {
      pending = null;
    },
  };
}
