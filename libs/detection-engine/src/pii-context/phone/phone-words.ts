/**
 * Words in Chinese, Japanese, Korean, Hindi, Arabic and Russian (and a few more languages) that
 * label a nearby number. Unlike the English words in phone-shape.ts they are matched without word
 * boundaries: these scripts put the label right against the number. Each is long or distinctive
 * enough not to occur inside an unrelated word.
 */

/** Words before a number that say it is a phone number. */
export const PHONE_CONTEXT_INLINE = new RegExp(
  '(?:' +
    [
      '电话|電話|手机|手機|座机|联系|聯繫|聯絡|拨打|撥打|致电|致電|来电|來電|热线|熱線|号码|號碼|微信|传真|傳真',
      '携帯|連絡|ファックス|ファクス',
      '전화|연락처|연락|휴대폰|핸드폰|팩스|번호',
      'फ़ोन|फोन|मोबाइल|नंबर|नम्बर|संपर्क|कॉल|हेल्पलाइन|व्हाट्सएप',
      'هاتف|الهاتف|جوال|الجوال|موبايل|تلفون|اتصل|اتصال|رقم|واتساب|فاكس',
      'телефон|тел\\.|тел:|мобильный|звоните|номер',
      'telefone|celular|contato|telefoon|telefonu|numara|điện thoại|โทร',
    ].join('|') +
    ')[^\\d\\n]{0,12}$',
  'u',
);

/** Words before a number that say it is an order, account, card or parcel number. */
export const OTHER_CONTEXT_INLINE = new RegExp(
  '(?:' +
    [
      '订单|訂單|单号|單號|编号|編號|账号|帳號|账户|帳戶|卡号|卡號|身份证|身份證|快递|運單|运单|发票|發票|型号|型號|货号|貨號|金额|金額|价格|價格|qq',
      '注文|商品|型番|品番|会員|口座|伝票|請求|郵便|〒|金額|価格',
      '주문|계좌|카드|운송장|송장|사업자|주민|회원|금액|가격',
      'ऑर्डर|खाता|बिल|कार्ड|आधार|ट्रैकिंग|पिन|राशि|कीमत',
      'الطلب|طلب|الحساب|حساب|فاتورة|الفاتورة|بطاقة|البطاقة|الشحنة|تتبع|المبلغ|السعر|الهوية',
      'заказ|паспорт',
    ].join('|') +
    ')[^\\d\\n]{0,12}$',
  'u',
);
