// The docs pages' texts in en and ru: what the CMS would hold. The API pages describe the public calls of the
// contract (openapi/api) as a partner would use them; keep them in step with it. Code samples name the site as
// `{site_origin}` (and its brand as `{brand}`), which the client fills in (web/features/docs/doc-placeholders.ts).
import type { ContentLocale } from '@sdk/gen/blog/types.gen'

type L = Record<ContentLocale, string>

/** A block of a page: a paragraph, a subheading, a list or a code sample (code is the same in both locales). */
export type DocBlock = string | { heading: string } | { list: string[] } | { code: string }

export type DocPage = {
  slug: string
  section: string
  title: L
  body: Record<ContentLocale, DocBlock[]>
}

export const DOC_SECTIONS: Record<string, L> = {
  start: { en: 'Getting started', ru: 'Начало работы' },
  api: { en: 'Swap API', ru: 'Swap API' },
  account: { en: 'Account', ru: 'Аккаунт' },
  widget: { en: 'Widget', ru: 'Виджет' },
  legal: { en: 'Legal', ru: 'Правовая информация' },
}

const RATE_QUERY =
  'curl "{site_origin}/api/v2/rates/public/one?instrumentFromCurrencyTitle=BTC&instrumentFromNetworkTitle=BTC&instrumentToCurrencyTitle=USDT&instrumentToNetworkTitle=TRC20&rateMode=FLOATING&claimedDepositAmount=0.01"'

const WS_SUBSCRIBE = JSON.stringify(
  {
    event: 'pairs.rates',
    data: {
      instrumentFromCurrencyTitle: 'BTC',
      instrumentFromNetworkTitle: 'BTC',
      instrumentToCurrencyTitle: 'USDT',
      instrumentToNetworkTitle: 'TRC20',
      rateMode: 'FIXED',
      claimedDepositAmount: 0.01,
    },
  },
  null,
  2,
)

export const DOC_PAGES: DocPage[] = [
  {
    slug: 'getting-started',
    section: 'start',
    title: { en: 'Getting started', ru: 'Начало работы' },
    body: {
      en: [
        'Pick two instruments, enter an amount and a destination address. No account is needed for a swap.',
        { heading: 'A swap in four steps' },
        {
          list: [
            'Choose what you send and what you receive. An instrument is a coin on one network: USDT on TRC20 and USDT on ERC20 are different instruments.',
            'Enter the amount. The form shows the rate, the network fee and what you get before you commit.',
            'Give the address that receives the coins, and a memo or tag if the network needs one.',
            'Create the order and send the deposit to the address on the order page. The page follows the swap to the payout.',
          ],
        },
        { heading: 'Keep the order link' },
        'The order page address holds the order number and your destination address. Bookmark it: it is how you and support find the order.',
      ],
      ru: [
        'Выберите два инструмента, введите сумму и адрес получения. Для обмена аккаунт не нужен.',
        { heading: 'Обмен в четыре шага' },
        {
          list: [
            'Выберите, что отдаёте и что получаете. Инструмент — это монета в одной сети: USDT в TRC20 и USDT в ERC20 — разные инструменты.',
            'Введите сумму. Форма покажет курс, сетевую комиссию и сумму к получению до того, как вы создадите заявку.',
            'Укажите адрес, на который придут монеты, и мемо или тег, если сеть их требует.',
            'Создайте заявку и отправьте депозит на адрес со страницы заявки. Страница показывает обмен до выплаты.',
          ],
        },
        { heading: 'Сохраните ссылку на заявку' },
        'В адресе страницы заявки есть её номер и ваш адрес получения. Сохраните его в закладках: по нему вы и поддержка найдёте заявку.',
      ],
    },
  },
  {
    slug: 'rates',
    section: 'start',
    title: { en: 'Fixed and floating rates', ru: 'Фиксированный и плавающий курс' },
    body: {
      en: [
        'A fixed rate holds for 20 minutes; a floating rate follows the market.',
        { heading: 'Floating rate' },
        'The amount you receive is set when your deposit is confirmed, at the market rate of that moment. It can come out a little higher or lower than the estimate.',
        { heading: 'Fixed rate' },
        'The amount you receive is locked when the order is created, provided the deposit arrives in time and matches the amount of the order. A fixed-rate order needs a refund address, different from the destination address.',
        { heading: 'When the market moves too far' },
        'If a fixed-rate deposit comes late or with another amount, or the market moves sharply, the order page offers the new rate or a refund. Nothing happens until you choose.',
      ],
      ru: [
        'Фиксированный курс держится 20 минут; плавающий следует за рынком.',
        { heading: 'Плавающий курс' },
        'Сумма к получению определяется, когда депозит подтверждён, по рыночному курсу этого момента. Она может немного отличаться от оценки в большую или меньшую сторону.',
        { heading: 'Фиксированный курс' },
        'Сумма к получению фиксируется при создании заявки, если депозит пришёл вовремя и совпадает с суммой заявки. Для фиксированного курса нужен адрес возврата, отличный от адреса получения.',
        { heading: 'Если рынок ушёл слишком далеко' },
        'Если депозит по фиксированному курсу пришёл поздно или с другой суммой либо рынок резко изменился, страница заявки предложит новый курс или возврат. Пока вы не выберете, ничего не происходит.',
      ],
    },
  },
  {
    slug: 'order-statuses',
    section: 'start',
    title: { en: 'Order statuses', ru: 'Статусы заказа' },
    body: {
      en: [
        'Created, funds detected, payout sent, or refunded. The order page shows the current status and the three steps: deposit, exchange, payout.',
        {
          list: [
            'Created: the order waits for your deposit.',
            'Deposit registered and funds detected: the deposit is on its way and gathers confirmations.',
            'Payout started, then exchange completed: the coins are on their way to your address, with the transaction shown on the page.',
            'Refund requested, then refund completed: the deposit goes back to your refund address.',
          ],
        },
        'The page refreshes by itself until the payout or the refund is done.',
      ],
      ru: [
        'Создан, средства получены, выплата отправлена или возврат. Страница заявки показывает текущий статус и три шага: депозит, обмен, выплата.',
        {
          list: [
            'Создана: заявка ждёт депозит.',
            'Депозит зарегистрирован и средства обнаружены: депозит в пути и набирает подтверждения.',
            'Выплата начата, затем обмен завершён: монеты идут на ваш адрес, транзакция видна на странице.',
            'Запрошен возврат, затем возврат выполнен: депозит возвращается на адрес возврата.',
          ],
        },
        'Страница обновляется сама, пока выплата или возврат не завершены.',
      ],
    },
  },
  {
    slug: 'limits-and-fees',
    section: 'start',
    title: { en: 'Limits and fees', ru: 'Лимиты и комиссии' },
    body: {
      en: [
        'Each pair has a minimum and a maximum; the network fee is shown before you confirm.',
        { heading: 'Limits' },
        'The form names the limit when an amount is outside it and offers the recommended amount. If the deposit that arrives differs from the order’s amount, the order page says so and offers the new rate or a refund.',
        { heading: 'Fees' },
        'The rate already includes the service fee. The network fee of the payout is shown under the rate and taken from the amount you receive.',
        { heading: 'Confirmations' },
        'A deposit is swapped once it has the confirmations its network needs: 50 for Monero, the order page shows the number for every other coin.',
      ],
      ru: [
        'У каждой пары есть минимум и максимум; сетевая комиссия видна до подтверждения.',
        { heading: 'Лимиты' },
        'Если сумма вне лимитов, форма назовёт лимит и предложит рекомендуемую сумму. Если пришедший депозит отличается от суммы заявки, страница заявки сообщит об этом и предложит новый курс или возврат.',
        { heading: 'Комиссии' },
        'Комиссия сервиса уже входит в курс. Сетевая комиссия выплаты показана под курсом и вычитается из суммы к получению.',
        { heading: 'Подтверждения' },
        'Депозит обменивается, когда наберёт нужное сети число подтверждений: 50 для Monero, для остальных монет число показано на странице заявки.',
      ],
    },
  },
  {
    slug: 'swap-api',
    section: 'api',
    title: { en: 'Swap API for partners', ru: 'Swap API для партнёров' },
    body: {
      en: [
        'The Swap API lets your product offer swaps: list instruments, quote a rate, create an order and follow it to the payout. Every call is HTTPS with JSON bodies.',
        { code: 'curl -H "X-Api-Key: $KEY" {site_origin}/api/v2/instruments/public' },
        { heading: 'The calls of a swap' },
        {
          list: [
            'GET /api/v2/instruments/public: every instrument, with its network, precision, price and whether it needs a memo.',
            'GET /api/v2/pairs/public: the pairs that can be swapped now, most popular first.',
            'GET /api/v2/rates/public/one: the rate, the network fee and the limits of one pair for an amount.',
            'POST /api/v1/orders/public/create: the order, with the deposit address to show your user.',
            'GET /api/v1/orders/public-info: the order and its events, by order number and destination address.',
          ],
        },
        'Live rates come over the WebSocket at /api/v2/ws (see Getting rates). Errors share one body (see Error codes).',
      ],
      ru: [
        'Swap API позволяет предлагать обмен в вашем продукте: список инструментов, котировка курса, создание заказа и его отслеживание до выплаты. Все вызовы — HTTPS с телом в JSON.',
        { code: 'curl -H "X-Api-Key: $KEY" {site_origin}/api/v2/instruments/public' },
        { heading: 'Вызовы одного обмена' },
        {
          list: [
            'GET /api/v2/instruments/public: все инструменты с сетью, точностью, ценой и признаком мемо.',
            'GET /api/v2/pairs/public: пары, доступные для обмена сейчас, популярные первыми.',
            'GET /api/v2/rates/public/one: курс, сетевая комиссия и лимиты одной пары для суммы.',
            'POST /api/v1/orders/public/create: заказ с адресом депозита для вашего пользователя.',
            'GET /api/v1/orders/public-info: заказ и его события по номеру и адресу получения.',
          ],
        },
        'Живые курсы приходят через WebSocket /api/v2/ws (см. «Получение курсов»). У всех ошибок одно тело (см. «Коды ошибок»).',
      ],
    },
  },
  {
    slug: 'api-authentication',
    section: 'api',
    title: { en: 'API authentication', ru: 'Аутентификация API' },
    body: {
      en: [
        'Create a key in your profile (API keys) and send it with every request in the X-Api-Key header.',
        {
          list: [
            'The key is shown once, when it is created: store it where your servers keep secrets.',
            'Limit a key to your servers’ IP addresses; a call from another address is refused.',
            'Deactivate a key to stop it at once, and delete it when you no longer need it.',
          ],
        },
        'Never put a key in a web page or a mobile app: call the API from your server.',
      ],
      ru: [
        'Создайте ключ в профиле (API-ключи) и передавайте его в каждом запросе в заголовке X-Api-Key.',
        {
          list: [
            'Ключ показывается один раз, при создании: храните его там же, где ваши серверы хранят секреты.',
            'Ограничьте ключ IP-адресами ваших серверов; вызов с другого адреса будет отклонён.',
            'Отключите ключ, чтобы сразу остановить его, и удалите, когда он больше не нужен.',
          ],
        },
        'Не размещайте ключ на веб-странице или в мобильном приложении: вызывайте API со своего сервера.',
      ],
    },
  },
  {
    slug: 'api-rates',
    section: 'api',
    title: { en: 'Getting rates', ru: 'Получение курсов' },
    body: {
      en: [
        'Ask for one pair over HTTP or subscribe over the WebSocket.',
        { code: RATE_QUERY },
        'The answer holds the rate, the network fee, the amount to receive and the pair’s limits. An amount outside them is refused with ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL or _TOO_BIG, which carry the limit.',
        { heading: 'Live rates' },
        'On /api/v2/ws, send a pairs.rates frame with the same fields; a new frame replaces the subscription. The socket sends the pair again each time its rate moves.',
        { code: WS_SUBSCRIBE },
      ],
      ru: [
        'Запросите одну пару по HTTP или подпишитесь через WebSocket.',
        { code: RATE_QUERY },
        'В ответе — курс, сетевая комиссия, сумма к получению и лимиты пары. Сумма вне лимитов отклоняется с ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL или _TOO_BIG, в которых указан лимит.',
        { heading: 'Живые курсы' },
        'В /api/v2/ws отправьте кадр pairs.rates с теми же полями; новый кадр заменяет подписку. Сокет присылает пару снова каждый раз, когда меняется курс.',
        { code: WS_SUBSCRIBE },
      ],
    },
  },
  {
    slug: 'api-orders',
    section: 'api',
    title: { en: 'Creating orders', ru: 'Создание заказов' },
    body: {
      en: [
        'Create the order with the pair, the rate mode, the amount and the rate you showed your user, the destination address (and memo), and for a fixed rate a refund address.',
        {
          list: [
            'Send the rate and the network fee your user saw, as claimedPublicRate and claimedNetworkFee.',
            'The answer holds the order number and the deposit address. Show both to your user.',
            'Follow the order with GET /api/v1/orders/public-info until its events reach the payout or the refund.',
          ],
        },
        'A request that timed out may still have created the order: look it up before you send it again, so a retry never makes a second order.',
      ],
      ru: [
        'Создайте заказ с парой, типом курса, суммой и курсом, который видел пользователь, адресом получения (и мемо), а для фиксированного курса — с адресом возврата.',
        {
          list: [
            'Передавайте курс и сетевую комиссию, которые видел пользователь, в полях claimedPublicRate и claimedNetworkFee.',
            'В ответе — номер заказа и адрес депозита. Покажите оба пользователю.',
            'Следите за заказом через GET /api/v1/orders/public-info, пока его события не дойдут до выплаты или возврата.',
          ],
        },
        'Запрос, не дождавшийся ответа, мог всё же создать заказ: проверьте это перед повтором, чтобы повтор не создал второй заказ.',
      ],
    },
  },
  {
    slug: 'api-errors',
    section: 'api',
    title: { en: 'Error codes', ru: 'Коды ошибок' },
    body: {
      en: [
        'Every error has a code, a message and a trace id. Act on the code; the message is for your logs, and support finds the call by its trace id.',
        { code: '{"code":"ERR_PAIR_NOT_ACTIVE","message":"Pair is not active","traceId":"b7c1…"}' },
        {
          list: [
            'ERR_BAD_REQUEST, ERR_VALIDATION: the request is malformed; fix it before sending it again.',
            'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL, ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG: the amount is outside the pair’s limits.',
            'ERR_PAIR_NOT_ACTIVE, ERR_NO_LIQUIDITY_AVAILABLE: the pair cannot be swapped now; offer another.',
            'ERR_NOT_FOUND: no such order, instrument or page.',
            'ERR_SERVICE_UNAVAILABLE: the service is down for a moment; retry later, waiting longer each time.',
          ],
        },
      ],
      ru: [
        'У каждой ошибки есть код, сообщение и идентификатор трассировки. Действуйте по коду; сообщение — для ваших логов, а по идентификатору поддержка найдёт вызов.',
        { code: '{"code":"ERR_PAIR_NOT_ACTIVE","message":"Pair is not active","traceId":"b7c1…"}' },
        {
          list: [
            'ERR_BAD_REQUEST, ERR_VALIDATION: запрос составлен неверно; исправьте его перед повтором.',
            'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL, ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG: сумма вне лимитов пары.',
            'ERR_PAIR_NOT_ACTIVE, ERR_NO_LIQUIDITY_AVAILABLE: пару сейчас нельзя обменять; предложите другую.',
            'ERR_NOT_FOUND: нет такого заказа, инструмента или страницы.',
            'ERR_SERVICE_UNAVAILABLE: сервис ненадолго недоступен; повторите позже, каждый раз выжидая дольше.',
          ],
        },
      ],
    },
  },
  {
    slug: 'verification',
    section: 'account',
    title: { en: 'Identity verification', ru: 'Проверка личности' },
    body: {
      en: [
        'Upload a document and a selfie; the check usually takes minutes.',
        {
          list: [
            'Open Verification in your profile and fill in your name, date of birth and the document’s country, type and number.',
            'Add photos of the document and of your face with it. A passport, an ID card or a driving licence will do.',
            'The page shows the status while the check runs. If it is rejected, the reason is shown and you can send it again.',
          ],
        },
        'Card purchases go through the card provider’s own check, which the exchange form opens when the amount needs it.',
      ],
      ru: [
        'Загрузите документ и селфи; проверка обычно занимает минуты.',
        {
          list: [
            'Откройте «Верификацию» в профиле и укажите имя, дату рождения, страну, тип и номер документа.',
            'Добавьте фото документа и своё фото с ним. Подойдут паспорт, ID-карта или водительское удостоверение.',
            'Пока идёт проверка, страница показывает статус. Если заявку отклонят, будет указана причина, и её можно отправить снова.',
          ],
        },
        'Покупки картой проходят проверку у провайдера платежей; форма обмена откроет её, когда этого требует сумма.',
      ],
    },
  },
  {
    slug: 'affiliate',
    section: 'account',
    title: { en: 'Affiliate programme', ru: 'Партнёрская программа' },
    body: {
      en: [
        'Share your link and earn from every swap of the users you bring.',
        {
          list: [
            'Your referrer ID is in your profile; links to the site that carry it bring users to you.',
            'Rewards accrue with each swap of those users and show in the affiliate programme page of your profile.',
            'Withdraw the balance to your own address once it is above the minimum.',
          ],
        },
        'Rewards are paid out in USDT on the TRC20 network. The programme page of the site explains the terms.',
      ],
      ru: [
        'Делитесь ссылкой и получайте доход с каждого обмена приглашённых.',
        {
          list: [
            'Ваш реферальный ID есть в профиле; ссылки на сайт с ним приводят пользователей к вам.',
            'Вознаграждения начисляются с каждого обмена этих пользователей и видны в разделе партнёрской программы профиля.',
            'Выведите баланс на свой адрес, когда он превысит минимум.',
          ],
        },
        'Вознаграждения выплачиваются в USDT в сети TRC20. Условия описаны на странице программы на сайте.',
      ],
    },
  },
  {
    slug: 'widget',
    section: 'widget',
    title: { en: 'Embedding the widget', ru: 'Встраивание виджета' },
    body: {
      en: [
        'Paste one snippet into your page and your visitors swap without leaving it; your referral id earns you a share of every swap.',
        {
          code: '<iframe src="{site_origin}/?ref=YOUR_ID" width="420" height="560" title="{brand}"></iframe>',
        },
        {
          list: [
            'Replace YOUR_ID with the referrer ID from your profile.',
            'Give the frame at least 360 by 560 pixels.',
            'The frame shows the swap alone: the form, then the page of the order your visitor creates. Add /ru to the address for Russian, or open it on a pair: {site_origin}/exchange-btc-eth?ref=YOUR_ID.',
            'Visitors swap in the frame as guests. Buying crypto with a card needs an account: link to the site for it.',
          ],
        },
      ],
      ru: [
        'Вставьте один фрагмент кода на страницу, и посетители будут обменивать, не покидая её; ваш реферальный идентификатор приносит долю с каждого обмена.',
        {
          code: '<iframe src="{site_origin}/?ref=YOUR_ID" width="420" height="560" title="{brand}"></iframe>',
        },
        {
          list: [
            'Замените YOUR_ID на реферальный ID из профиля.',
            'Дайте фрейму не меньше 360 на 560 пикселей.',
            'Во фрейме только обмен: форма, а затем страница заявки, которую создаст посетитель. Для русского языка добавьте к адресу /ru или откройте форму на паре: {site_origin}/ru/exchange-btc-eth?ref=YOUR_ID.',
            'Во фрейме посетители меняют как гости. Для покупки криптовалюты картой нужен аккаунт — дайте для этого ссылку на сайт.',
          ],
        },
      ],
    },
  },
]
