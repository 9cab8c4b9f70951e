/**
 * The spec's "encrypt" calls: the JSON body sealed with AES under the brand key from the bootstrap. crypto-js is
 * loaded on the first sealed call (a login, a withdrawal), not with the pages every visitor opens.
 */
export async function seal(body: unknown, key: string): Promise<{ payload: string }> {
  const { default: AES } = await import('crypto-js/aes.js');
  return { payload: AES.encrypt(JSON.stringify(body), key).toString() };
}
