// The legal docs pages in en and ru, in the docs' 'legal' section: the terms of service and the privacy policy that
// the register dialog's terms checkbox links to (web/features/auth/terms-label.tsx). The texts name the service as
// `{brand}` and the site as `{site_origin}`, which the client fills in (web/features/docs/doc-placeholders.ts); they
// name no company, address or jurisdiction ("the operator of {brand}"). The lead paragraph of each page is its meta
// description, which is not filled in, so it names neither.
import type { DocPage } from './content-docs-pages'

const TERMS_OF_SERVICE: DocPage = {
  slug: 'terms-of-service',
  section: 'legal',
  title: { en: 'Terms of service', ru: 'Условия обслуживания' },
  body: {
    en: [
      'These terms apply whenever you use the exchange service on this site: the exchange form, order pages, accounts, the Swap API and the widget. By creating an order or an account you accept them; if you do not agree with them, do not use the service.',
      { heading: 'Who may use the service' },
      {
        list: [
          'You are at least 18 years old and have the legal capacity to accept these terms.',
          'You are not subject to sanctions, and you do not act for anyone who is.',
          'You do not use the service from a country or region where exchanging digital assets is prohibited or where the operator does not offer it; the operator may refuse service there.',
          'The coins and money you send are yours or you are entitled to send them, and they do not come from crime.',
        ],
      },
      { heading: 'What the service does' },
      "{brand} is a non-custodial instant exchange: it keeps no funds for you. Each order takes one deposit, exchanges it through the operator's liquidity providers and sends the result to the address you gave. The only balance an account holds is its affiliate rewards and cashback, until you withdraw them.",
      {
        list: [
          'At a floating rate, the amount you receive is set by the market when your deposit is confirmed, and may differ from the estimate in the form.',
          'At a fixed rate, where the pair offers one, the amount is locked when the order is created, for the time shown on the order page. A fixed-rate order needs a refund address.',
          'Card purchases go through a card payment provider, which runs its own identity check and has its own terms. You enter your card details with the provider; the operator of {brand} does not receive them.',
        ],
      },
      { heading: 'Your duties' },
      {
        list: [
          'Check the destination address, and the memo or destination tag where the network needs one, before you create the order. A payout sent to the address you gave cannot be recalled.',
          'Send the deposit on the network named on the order page. Coins sent on another network or without the memo the deposit address needs can be lost; recovering them, where it is possible at all, is not guaranteed.',
          'At a fixed rate, send exactly the stated amount within the time shown on the order page.',
          'Keep the order link: it is how you and support find the order.',
          'Do not use the service to launder money, finance terrorism, evade sanctions or defraud anyone.',
        ],
      },
      { heading: 'Limits and fees' },
      'Each pair has a minimum and a maximum amount, shown in the exchange form; an order outside them is not accepted. The service fee is included in the rate. The network fee of the payout is shown before you create the order and is taken from the amount you receive.',
      { heading: 'Refunds' },
      "A refund is sent to the order's refund address, less the network fee of the refund. If the order has no refund address, support asks you for one.",
      'When a fixed rate cannot be kept (the deposit came late, its amount differs from the order, or the market moved sharply), the order page offers the new rate or a refund. Nothing is exchanged until you choose.',
      { heading: 'Anti-money-laundering checks' },
      'To comply with anti-money-laundering law, the operator of {brand} screens deposits and addresses. An order may be held while it is checked, and you may be asked for proof of identity or of the origin of the funds. If the check is not passed, the deposit is returned to the refund address, less the network fee, unless the law requires the funds to be frozen or handed over to the authorities.',
      { heading: 'Affiliate programme and cashback' },
      'Affiliate rewards and cashback are credited in USDT for completed orders, as the affiliate and cashback pages describe, and can be withdrawn once the balance reaches the minimum. Nothing is credited for swaps through your own referral link, through fake accounts or by orders that failed the checks, and rewards already credited for them may be cancelled.',
      { heading: 'Liability' },
      "The service is provided as it is. The operator of {brand} is not liable for losses caused by a wrong address, network or memo that you gave, by delays or forks of a blockchain, by market moves under a floating rate, or by what third parties such as card providers, wallets and other exchanges do. Where the law allows a limit, the operator's liability for an order does not exceed the service fee earned on it.",
      { heading: 'Changes to these terms' },
      'The operator may change these terms. The date of the last change is shown at the top of this page; an order is governed by the terms in force when it was created. Using the service after a change means that you accept it.',
      { heading: 'Contact' },
      'For questions about these terms or an order, write through the contact form on the support page, {site_origin}/support, and give the order number.',
    ],
    ru: [
      'Эти условия действуют при любом использовании сервиса обмена на этом сайте: формы обмена, страниц заявок, аккаунта, Swap API и виджета. Создавая заявку или аккаунт, вы принимаете условия; если вы с ними не согласны, не пользуйтесь сервисом.',
      { heading: 'Кто может пользоваться сервисом' },
      {
        list: [
          'Вам исполнилось 18 лет, и вы вправе самостоятельно принимать такие условия.',
          'Вы не находитесь под санкциями и не действуете в интересах того, кто под ними находится.',
          'Вы не пользуетесь сервисом из страны или региона, где обмен цифровых активов запрещён или где оператор его не предоставляет; там оператор вправе отказать в обслуживании.',
          'Монеты и деньги, которые вы отправляете, принадлежат вам или вы вправе ими распоряжаться, и они получены законным путём.',
        ],
      },
      { heading: 'Что делает сервис' },
      '{brand} — некастодиальный сервис мгновенного обмена: ваши средства он не хранит. Каждая заявка принимает один депозит, обменивает его через поставщиков ликвидности оператора и отправляет результат на указанный вами адрес. На балансе аккаунта остаются только партнёрские вознаграждения и кэшбэк — до тех пор, пока вы их не выведете.',
      {
        list: [
          'По плавающему курсу сумму к получению определяет рынок в момент подтверждения депозита, и она может отличаться от оценки в форме.',
          'Фиксированный курс, если пара его поддерживает, закрепляет сумму при создании заявки на время, указанное на странице заявки. Для такой заявки нужен адрес возврата.',
          'Покупка картой проходит через платёжного провайдера: он сам проверяет личность покупателя и работает по своим условиям. Данные карты вы вводите у провайдера, оператор {brand} их не получает.',
        ],
      },
      { heading: 'Ваши обязанности' },
      {
        list: [
          'До создания заявки проверьте адрес получения, а если сеть этого требует — мемо или тег назначения. Выплату на указанный вами адрес отозвать нельзя.',
          'Отправляйте депозит в той сети, что указана на странице заявки. Монеты, отправленные в другой сети или без нужного мемо, могут быть потеряны; вернуть их удаётся не всегда, и это не гарантируется.',
          'По фиксированному курсу отправьте ровно указанную сумму и уложитесь в срок, показанный на странице заявки.',
          'Сохраните ссылку на заявку: по ней вы и поддержка найдёте обмен.',
          'Не используйте сервис для отмывания денег, финансирования терроризма, обхода санкций или мошенничества.',
        ],
      },
      { heading: 'Лимиты и комиссии' },
      'У каждой пары есть минимальная и максимальная сумма — они видны в форме обмена, и заявку вне этих пределов создать нельзя. Комиссия сервиса уже заложена в курс. Сетевая комиссия за выплату показывается до создания заявки и вычитается из суммы к получению.',
      { heading: 'Возвраты' },
      'Возврат отправляется на адрес возврата из заявки за вычетом сетевой комиссии. Если адреса возврата в заявке нет, поддержка попросит его у вас.',
      'Если фиксированный курс удержать нельзя — депозит пришёл с опозданием, его сумма не совпала с заявкой или рынок резко изменился, — страница заявки предложит новый курс или возврат. Пока вы не выберете, обмен не выполняется.',
      { heading: 'Проверки AML' },
      'Чтобы соблюдать законы о противодействии отмыванию денег, оператор {brand} проверяет депозиты и адреса. На время проверки заявка может быть приостановлена, а у вас могут запросить документ, удостоверяющий личность, или подтверждение происхождения средств. Если проверка не пройдена, депозит возвращается на адрес возврата за вычетом сетевой комиссии — кроме случаев, когда закон требует заморозить средства или передать их властям.',
      { heading: 'Партнёрская программа и кэшбэк' },
      'Партнёрские вознаграждения и кэшбэк начисляются в USDT за завершённые заявки по правилам со страниц партнёрской программы и кэшбэка и выводятся, когда баланс достигнет минимума. За обмены по собственной реферальной ссылке, через фиктивные аккаунты или по заявкам, не прошедшим проверку, ничего не начисляется, а уже начисленное может быть отменено.',
      { heading: 'Ответственность' },
      'Сервис предоставляется «как есть». Оператор {brand} не отвечает за потери из-за неверных адреса, сети или мемо, которые указали вы, за задержки и форки блокчейнов, за движение рынка при плавающем курсе и за действия третьих лиц — платёжных провайдеров, кошельков, других бирж. Там, где закон допускает ограничение ответственности, она по одной заявке не превышает комиссии сервиса, полученной за эту заявку.',
      { heading: 'Изменение условий' },
      'Оператор может менять эти условия. Дата последнего изменения указана в начале страницы; к заявке применяются условия, действовавшие в момент её создания. Продолжая пользоваться сервисом после изменения, вы соглашаетесь с новой редакцией.',
      { heading: 'Связь с нами' },
      'С вопросами об условиях или о заявке пишите через форму на странице поддержки, {site_origin}/ru/support, и указывайте номер заявки.',
    ],
  },
}

const PRIVACY_POLICY: DocPage = {
  slug: 'privacy-policy',
  section: 'legal',
  title: { en: 'Privacy policy', ru: 'Политика конфиденциальности' },
  body: {
    en: [
      'This policy explains what the exchange service on this site learns about you, why, who else receives it, how long it is kept and what you can ask for. It covers the site, the Swap API and the widget.',
      'The operator of {brand} is responsible for your data and collects only what running an exchange and the law require.',
      { heading: 'What is collected' },
      {
        list: [
          'Your e-mail address, if you give one: for an account, for order e-mails or in a message to support.',
          "Order data: the pair, the amounts and the rate, the deposit, destination and refund addresses, memos, transaction hashes and the order's events.",
          "Your IP address and your browser's technical data (its type, language and time zone) with each request.",
          'A browser fingerprint, kept in the u_id cookie, to recognise repeated fraud attempts.',
          'For identity verification, if you go through it: your name, date of birth, and the details and photos of your document.',
          'Cookies and local storage: the session of a signed-in account, your language choice, the referral id of the link you came by, the campaign tags of your first visit, and your theme.',
        ],
      },
      "Card details are entered on the card provider's pages; the operator of {brand} does not receive card numbers.",
      { heading: 'Why it is used' },
      {
        list: [
          'To create and complete your orders, refund them and show their status.',
          'To prevent fraud and abuse and to meet anti-money-laundering law: screening addresses and deposits, and keeping records.',
          'To answer your messages to support.',
          'To send e-mails about your orders, only if you asked for them; you can ask to stop them at any time.',
          'To remember your settings and to credit the rewards of whoever referred you.',
        ],
      },
      { heading: 'Who receives it' },
      {
        list: [
          "The liquidity providers that carry out a swap receive the order's amounts and addresses.",
          'For card purchases, the card provider and its identity-check partner receive what they need to take the payment and check who pays.',
          "Hosting and e-mail providers process data on the operator's behalf and may not use it for anything else.",
          'Authorities receive data only when the law requires it and their request has been verified; see {site_origin}/for-competent-authorities.',
        ],
      },
      'Your data is not sold, and it is not passed on for advertising.',
      { heading: 'How long it is kept' },
      'Order records and the results of anti-money-laundering checks are kept as long as the law requires, usually five years after the last order. Account data is kept while the account exists; logs with IP addresses, as long as they are needed to investigate fraud and faults. The referral id is kept for a day, the campaign tags for 30 days, the language choice and the browser fingerprint for a year.',
      { heading: 'Your rights' },
      {
        list: [
          'Ask what data about you is kept, and get a copy of it.',
          'Have wrong data corrected.',
          'Have your data deleted where the law allows; records that anti-money-laundering law requires are deleted when their term ends.',
          'Delete your account: write to support from the e-mail address of the account.',
          'Stop order e-mails, or withdraw a consent you gave, at any time.',
        ],
      },
      { heading: 'Security' },
      'Connections to the site are encrypted, passwords are stored only as hashes, and only the staff who need personal data for their work can see it. No system is perfectly secure: keep your password to yourself and do not use it on other sites.',
      { heading: 'Changes and contact' },
      'The date of the last change is shown at the top of this page. For questions and requests about your data, write through the contact form on the support page, {site_origin}/support; you get an answer within a month.',
    ],
    ru: [
      'Здесь описано, что сервис обмена на этом сайте узнаёт о вас, зачем, кому эти сведения передаются, сколько хранятся и чего вы вправе требовать. Политика распространяется на сайт, Swap API и виджет.',
      'За ваши данные отвечает оператор {brand}. Он собирает только то, без чего нельзя провести обмен и выполнить требования закона.',
      { heading: 'Какие данные собираются' },
      {
        list: [
          'Адрес электронной почты, если вы его указали: для аккаунта, для писем о заявках или в обращении в поддержку.',
          'Данные заявки: пара, суммы и курс, адреса депозита, получения и возврата, мемо, хеши транзакций и история заявки.',
          'IP-адрес и технические сведения о браузере (тип, язык, часовой пояс) — с каждым запросом.',
          'Цифровой отпечаток браузера, который хранится в файле cookie u_id, — чтобы распознавать повторные попытки мошенничества.',
          'Если вы проходите проверку личности: имя, дата рождения, реквизиты и фотографии документа.',
          'Файлы cookie и локальное хранилище браузера: сессия аккаунта, выбранный язык, реферальный ID ссылки, по которой вы пришли, метки рекламной кампании первого визита и тема оформления.',
        ],
      },
      'Данные карты вы вводите на странице платёжного провайдера; номера карт оператор {brand} не получает.',
      { heading: 'Зачем они нужны' },
      {
        list: [
          'Чтобы создавать и выполнять заявки, возвращать средства и показывать статус обмена.',
          'Чтобы предотвращать мошенничество и злоупотребления и соблюдать законы о противодействии отмыванию денег: проверять адреса и депозиты, вести учёт операций.',
          'Чтобы отвечать на ваши обращения в поддержку.',
          'Чтобы присылать письма о заявках — только если вы сами их запросили; отказаться от них можно в любой момент.',
          'Чтобы помнить ваши настройки и начислять вознаграждение тому, кто вас пригласил.',
        ],
      },
      { heading: 'Кому передаются данные' },
      {
        list: [
          'Поставщикам ликвидности, которые выполняют обмен, — суммы и адреса заявки.',
          'При покупке картой — платёжному провайдеру и его партнёру по проверке личности, в том объёме, который нужен для оплаты и проверки плательщика.',
          'Хостингу и почтовому сервису: они обрабатывают данные по поручению оператора и не вправе использовать их для чего-либо ещё.',
          'Государственным органам — только когда этого требует закон и их запрос проверен; подробнее: {site_origin}/ru/for-competent-authorities.',
        ],
      },
      'Данные не продаются и не передаются никому для рекламы.',
      { heading: 'Сколько хранятся данные' },
      'Записи о заявках и результаты AML-проверок хранятся столько, сколько требует закон, — как правило, пять лет после последней заявки. Данные аккаунта хранятся, пока существует аккаунт, а журналы с IP-адресами — пока они нужны для расследования мошенничества и сбоев. Реферальный ID хранится сутки, метки кампании — 30 дней, выбранный язык и отпечаток браузера — год.',
      { heading: 'Ваши права' },
      {
        list: [
          'Узнать, какие данные о вас хранятся, и получить их копию.',
          'Исправить неверные данные.',
          'Потребовать удалить данные, если закон это допускает; записи, хранить которые обязывает законодательство о противодействии отмыванию денег, удаляются по истечении срока.',
          'Удалить аккаунт: напишите в поддержку с адреса электронной почты этого аккаунта.',
          'В любой момент отказаться от писем о заявках или отозвать данное ранее согласие.',
        ],
      },
      { heading: 'Безопасность' },
      'Соединение с сайтом шифруется, пароли хранятся только в виде хешей, а доступ к персональным данным есть лишь у сотрудников, которым он нужен для работы. Абсолютно защищённых систем не бывает: никому не сообщайте свой пароль и не используйте его на других сайтах.',
      { heading: 'Изменения и связь' },
      'Дата последнего изменения указана в начале страницы. С вопросами и запросами о ваших данных пишите через форму на странице поддержки, {site_origin}/ru/support; мы ответим в течение месяца.',
    ],
  },
}

export const LEGAL_DOC_PAGES: DocPage[] = [TERMS_OF_SERVICE, PRIVACY_POLICY]
