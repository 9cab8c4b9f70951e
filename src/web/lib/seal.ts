import AES from 'crypto-js/aes.js';

/** The spec's "encrypt" calls: the JSON body sealed with AES under the brand key from the bootstrap. */
export function seal(body: unknown, key: string): { payload: string } {
  return { payload: AES.encrypt(JSON.stringify(body), key).toString() };
}
