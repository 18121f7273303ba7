// The API's refusals in the shopper's language: the storefront's header, else Accept-Language, else English.
import { MAX_LINE_QUANTITY, SHOP_LANGUAGE_HEADER } from '../../contract';
import { catalog } from '../test/fixtures';
import { describeEachDatabase, type Answer } from '../test/harness';

const PLEASE_LOG_IN = { en: 'Please log in to continue.', hi: 'आगे बढ़ने के लिए कृपया लॉग इन करें।' };

describeEachDatabase(
  'refusals in the language of the request',
  (shop) => {
    const cartWithoutToken = (headers: Record<string, string>) =>
      shop().request({ method: 'POST', url: '/api/cart/get', headers });
    const messageOf = (answer: Answer) => [answer.status, answer.body] as const;
    const refused = (status: number, message: string) => [status, { success: false, message }] as const;

    async function sizeLine() {
      const [first] = await catalog(shop());
      if (!first) throw new Error('the catalog is empty');
      return { itemId: first._id, size: first.sizes[0] as string };
    }

    it('answers in English to a request that names no language, as the original client always read it', async () => {
      expect(messageOf(await cartWithoutToken({}))).toEqual(refused(401, PLEASE_LOG_IN.en));
    });

    it('answers in Hindi to the storefront header', async () => {
      expect(messageOf(await cartWithoutToken({ [SHOP_LANGUAGE_HEADER]: 'hi' }))).toEqual(
        refused(401, PLEASE_LOG_IN.hi),
      );
    });

    it('answers in the language Accept-Language prefers among English and Hindi, and in English for any other', async () => {
      const hindi = await cartWithoutToken({ 'accept-language': 'hi-IN,hi;q=0.9' });
      expect(messageOf(hindi)).toEqual(refused(401, PLEASE_LOG_IN.hi));
      expect(messageOf(await cartWithoutToken({ 'accept-language': 'fr' }))).toEqual(refused(401, PLEASE_LOG_IN.en));
      expect(messageOf(await cartWithoutToken({ 'accept-language': 'fr, en-GB;q=0.8, hi;q=0.5' }))).toEqual(
        refused(401, PLEASE_LOG_IN.en),
      );
    });

    it('lets the storefront header win over Accept-Language, and ignores a header naming no language of the shop', async () => {
      const english = await cartWithoutToken({ [SHOP_LANGUAGE_HEADER]: 'en', 'accept-language': 'hi' });
      expect(messageOf(english)).toEqual(refused(401, PLEASE_LOG_IN.en));
      const hindi = await cartWithoutToken({ [SHOP_LANGUAGE_HEADER]: 'hi', 'accept-language': 'en' });
      expect(messageOf(hindi)).toEqual(refused(401, PLEASE_LOG_IN.hi));
      const unknown = await cartWithoutToken({ [SHOP_LANGUAGE_HEADER]: 'fr', 'accept-language': 'hi' });
      expect(messageOf(unknown)).toEqual(refused(401, PLEASE_LOG_IN.hi));
    });

    it("fills a rule's refusal with its values in either language (a size the product is not sold in)", async () => {
      const shopper = await shop().newShopper();
      const line = { ...(await sizeLine()), size: 'XXXL-not-sold' };
      const add = (headers: Record<string, string>) =>
        shop().request({
          method: 'POST',
          url: '/api/cart/add',
          payload: line,
          headers: { token: shopper.token, ...headers },
        });
      expect(messageOf(await add({}))).toEqual(refused(400, 'Size "XXXL-not-sold" is not offered for this product.'));
      expect(messageOf(await add({ [SHOP_LANGUAGE_HEADER]: 'hi' }))).toEqual(
        refused(400, 'यह उत्पाद साइज़ "XXXL-not-sold" में नहीं मिलता।'),
      );
    });

    it('says a wrong login, a schema refusal and an unknown call in Hindi, and the same in English without a header', async () => {
      const login = (headers: Record<string, string>) =>
        shop().request({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: 'nobody@example.com', password: 'not-the-password-1' },
          headers,
        });
      expect(messageOf(await login({}))).toEqual(refused(401, 'Wrong e-mail or password.'));
      expect(messageOf(await login({ [SHOP_LANGUAGE_HEADER]: 'hi' }))).toEqual(refused(401, 'ई-मेल या पासवर्ड गलत है।'));

      const shopper = await shop().newShopper();
      const update = (headers: Record<string, string>) =>
        shop().request({
          method: 'POST',
          url: '/api/cart/update',
          payload: { quantity: 'many' },
          headers: { token: shopper.token, ...headers },
        });
      const english = await update({});
      expect(english.status).toBe(400);
      expect(english.body.message).toBe('The product (itemId) is required.');
      const hindi = await update({ [SHOP_LANGUAGE_HEADER]: 'hi' });
      expect(hindi.status).toBe(400);
      expect(hindi.body.message).toBe('प्रोडक्ट (itemId) भेजना ज़रूरी है।');
      expect(hindi.body.message).not.toMatch(/must|required/);

      const typo = (headers: Record<string, string>) =>
        shop().request({
          method: 'POST',
          url: '/api/cart/add',
          payload: { itemId: 7, size: 'M' },
          headers: { token: shopper.token, ...headers },
        });
      expect(messageOf(await typo({}))).toEqual(refused(400, 'The product (itemId) must be text.'));
      expect(messageOf(await typo({ [SHOP_LANGUAGE_HEADER]: 'hi' }))).toEqual(
        refused(400, 'प्रोडक्ट (itemId) टेक्स्ट के रूप में भेजें।'),
      );
      // A limit is said as a shopper reads it, in the page's language, not in the validator's words (another shopper:
      // this one's cart changes are near the account's rate limit).
      const buyer = await shop().newShopper();
      const tooMany = (headers: Record<string, string>) =>
        shop().request({
          method: 'POST',
          url: '/api/cart/update',
          payload: { itemId: 'x', size: 'M', quantity: MAX_LINE_QUANTITY + 1 },
          headers: { token: buyer.token, ...headers },
        });
      expect(messageOf(await tooMany({}))).toEqual(refused(400, `The quantity can be at most ${MAX_LINE_QUANTITY}.`));
      expect(messageOf(await tooMany({ [SHOP_LANGUAGE_HEADER]: 'hi' }))).toEqual(
        refused(400, `मात्रा के लिए सबसे बड़ी संख्या ${MAX_LINE_QUANTITY} है।`),
      );

      const unknown = (headers: Record<string, string>) =>
        shop().request({ method: 'POST', url: '/api/nothing', headers });
      expect(messageOf(await unknown({}))).toEqual(refused(404, 'There is no POST /api/nothing in this API.'));
      expect(messageOf(await unknown({ [SHOP_LANGUAGE_HEADER]: 'hi' }))).toEqual(
        refused(404, 'इस API में POST /api/nothing नहीं है।'),
      );
    });

    it("says the write limit's wait in Hindi", async () => {
      const shopper = await shop().newShopper();
      const get = () => shop().post('/api/cart/update', { quantity: 'many' }, shopper.token);
      for (let index = 0; index < 4; index += 1) expect((await get()).status).toBe(400);
      const limited = await shop().request({
        method: 'POST',
        url: '/api/cart/update',
        payload: { quantity: 'many' },
        headers: { token: shopper.token, [SHOP_LANGUAGE_HEADER]: 'hi' },
      });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(
        /^इस खाते से थोड़े समय में बहुत ज़्यादा बदलाव हुए हैं। कृपया \d+ (सेकंड|मिनट) रुककर फिर से कोशिश करें।$/,
      );
    });
  },
  { WRITE_RATE_LIMIT_PER_MINUTE: '4' },
);
