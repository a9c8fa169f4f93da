// Blog post bodies (first half of the posts): plain-text paragraphs in en and ru. The first paragraph of each
// post is a one-sentence summary that is also used as the excerpt.
import type { ContentLocale } from '@sdk/gen/blog/types.gen'

/** Blog post bodies by slug: paragraphs in en and ru (the same number in each, each a translation of the other). */
export const BLOG_TEXTS_A: Record<string, Record<ContentLocale, string[]>> = {
  'guides/how-to-swap-usdt': {
    en: [
      'Moving USDT from one network to another is an ordinary swap between two instruments that needs no account and takes only a few steps.',
      'USDT on TRC20, ERC20, BEP20, SOL, TON, Polygon and Arbitrum is the same token issued on different blockchains, and each one is a separate instrument here. For what you send, pick USDT on the network that holds your coins; for what you receive, pick USDT on the network your wallet supports.',
      'Enter the amount and check the rate, the network fee and the amount you will receive. Then paste the destination address and make sure it belongs to the network you selected, because USDT sent on the wrong network is lost.',
      'Create the order and send the deposit to the address shown on the order page, using exactly the network named there. The page follows the deposit, exchange and payout steps and refreshes on its own, so you can simply keep it open.',
    ],
    ru: [
      'Перевод USDT из одной сети в другую — это обычный обмен между двумя инструментами: регистрация не нужна, а шагов всего несколько.',
      'USDT в сетях TRC20, ERC20, BEP20, SOL, TON, Polygon и Arbitrum — один и тот же токен, выпущенный в разных блокчейнах, и у нас каждый из них считается отдельным инструментом. В качестве отправляемой валюты выберите USDT в той сети, где лежат ваши монеты, а в качестве получаемой — USDT в сети, которую поддерживает ваш кошелёк.',
      'Введите сумму и проверьте курс, сетевую комиссию и сумму к получению. Затем вставьте адрес получателя и убедитесь, что он относится к выбранной сети: USDT, отправленные не в ту сеть, будут потеряны.',
      'Создайте заявку и отправьте депозит на адрес, указанный на странице заявки, строго в той сети, которая там названа. Страница сама обновляется и показывает этапы депозита, обмена и выплаты, так что её достаточно просто держать открытой.',
    ],
  },
  'guides/how-to-swap-btc-to-usdt': {
    en: [
      'Swapping bitcoin for USDT takes a single order, and the only real decision is which USDT network you want to receive on.',
      'Pick BTC as what you send and USDT on your preferred network as what you receive, such as TRC20 or ERC20. Your receiving wallet or exchange must support that exact network, since every USDT network is a separate instrument.',
      'Enter the amount of bitcoin and review the rate, the network fee and the USDT you will get. Choose a floating rate to follow the market or a fixed rate to lock the quote for 20 minutes; a fixed rate also asks for a refund address. Then enter your USDT address and create the order.',
      'Send the BTC to the deposit address on the order page. Bitcoin deposits are swapped once the network has enough confirmations, and the order page shows the count as it grows.',
      'After the exchange step, the USDT is paid out to your address and the payout step on the order page is completed. The page refreshes on its own, so you can follow every step without reloading it.',
    ],
    ru: [
      'Чтобы обменять биткоин на USDT, достаточно одной заявки, и по сути нужно решить только одно: в какой сети вы хотите получить USDT.',
      'Выберите BTC в качестве отправляемой монеты, а в качестве получаемой — USDT в удобной сети, например TRC20 или ERC20. Ваш кошелёк или биржа должны поддерживать именно эту сеть, ведь USDT в каждой сети — отдельный инструмент.',
      'Укажите сумму в биткоинах и проверьте курс, сетевую комиссию и сумму USDT к получению. Выберите плавающий курс, чтобы следовать за рынком, или фиксированный, чтобы закрепить его на 20 минут; для фиксированного курса понадобится ещё и адрес возврата. Затем введите адрес для USDT и создайте заявку.',
      'Отправьте BTC на адрес депозита со страницы заявки. Обмен начинается, когда депозит наберёт достаточно подтверждений в сети биткоина, и их число видно на странице заявки.',
      'После этапа обмена USDT отправляются на ваш адрес, и на странице заявки завершается этап выплаты. Страница обновляется сама, так что все шаги можно отслеживать, не перезагружая её.',
    ],
  },
  'guides/fixed-vs-floating-rate': {
    en: [
      'A floating rate follows the market until your deposit is confirmed, while a fixed rate locks the amount you receive for 20 minutes, and each suits a different situation.',
      'With a floating rate, the rate you see when creating the order is an estimate, and the final amount can differ a little by the time the deposit is confirmed. It is the simpler choice when small market moves do not matter to you.',
      'A fixed rate is locked for 20 minutes for the amount stated in the order. It requires a refund address that is different from the destination address, so that the deposit can be returned if the swap cannot go through as agreed.',
      'If the deposit arrives late or in a different amount, or the market moves sharply, the order page offers you the new rate or a refund. Nothing happens until you choose, so your funds do not move without your decision.',
      'Choose fixed when you need a known amount, such as paying an invoice, and floating when you want the simplest path and can accept a small difference.',
    ],
    ru: [
      'Плавающий курс следует за рынком до подтверждения депозита, а фиксированный закрепляет сумму к получению на 20 минут, и каждый из них подходит для своей ситуации.',
      'При плавающем курсе курс, который вы видите при создании заявки, — это ориентир, и к моменту подтверждения депозита итоговая сумма может немного отличаться. Это самый простой вариант, если небольшие колебания рынка для вас не важны.',
      'Фиксированный курс закрепляется на 20 минут для суммы, указанной в заявке. Для него нужен адрес возврата, отличный от адреса получателя, чтобы депозит можно было вернуть, если обмен не состоится на согласованных условиях.',
      'Если депозит пришёл с опозданием или в другой сумме либо рынок резко изменился, страница заявки предложит новый курс или возврат. Пока вы не выберете, ничего не происходит, так что без вашего решения средства никуда не уйдут.',
      'Фиксированный курс выбирайте, когда нужна точная сумма, например для оплаты счёта, а плавающий — когда важнее простота и небольшая разница не критична.',
    ],
  },
  'guides/what-is-a-memo': {
    en: [
      'A memo or destination tag is an extra identifier that some networks use to tell apart payments sent to one shared address, and without it coins can fail to reach your account at the receiving service.',
      'Exchanges often give all their customers a single deposit address on networks such as XRP or TON and tell them apart by the memo or tag. The address says where the coins go, and the memo says whose account they belong to.',
      'When you swap to such an address, the order form asks for the memo or destination tag alongside the destination address. Copy it exactly from your exchange’s deposit page; it is usually a number or a short string.',
      'Your own personal wallet usually does not need a memo, because the address belongs to you alone. If the receiving service gave you one, though, always include it.',
    ],
    ru: [
      'Memo или destination tag — это дополнительный идентификатор, по которому некоторые сети различают платежи на один общий адрес, и без него монеты могут не дойти до вашего счёта на принимающем сервисе.',
      'Биржи часто выдают всем клиентам один адрес депозита в сетях вроде XRP или TON и различают клиентов по memo или тегу. Адрес указывает, куда идут монеты, а memo — на чей счёт их зачислить.',
      'Если вы обмениваете на такой адрес, форма заявки попросит указать memo или destination tag вместе с адресом получателя. Скопируйте его точно со страницы депозита вашей биржи: обычно это число или короткая строка.',
      'Для личного кошелька memo, как правило, не нужен, ведь адрес принадлежит только вам. Но если принимающий сервис его выдал, обязательно укажите его.',
    ],
  },
  'guides/wallets/choosing-a-wallet': {
    en: [
      'The right wallet depends on which coins and networks you use, how much you hold and how often you move it.',
      'First check that the wallet supports every network you need, not just the coin. A wallet that holds USDT on ERC20 may not support USDT on TRC20 or TON, and coins sent on a network it does not support can be lost.',
      'Mobile and browser wallets are convenient for everyday amounts and frequent swaps. For larger savings, a hardware wallet keeps the keys offline and is far harder to compromise.',
      'Prefer wallets where you alone hold the recovery phrase. Write it down on paper, keep it offline and never type it into a website or share it with anyone, including support staff.',
      'An exchange account is fine for trading, but the funds there are controlled by the exchange. If you receive coins there, check whether its deposit address needs a memo or destination tag.',
    ],
    ru: [
      'Подходящий кошелёк зависит от того, какими монетами и сетями вы пользуетесь, сколько храните и как часто переводите средства.',
      'Сначала убедитесь, что кошелёк поддерживает все нужные вам сети, а не просто монету. Кошелёк с USDT в ERC20 может не поддерживать USDT в TRC20 или TON, а монеты, отправленные в неподдерживаемую сеть, можно потерять.',
      'Мобильные и браузерные кошельки удобны для повседневных сумм и частых обменов. Для крупных сбережений лучше аппаратный кошелёк: ключи хранятся офлайн, и взломать его гораздо сложнее.',
      'Выбирайте кошельки, где фраза восстановления есть только у вас. Запишите её на бумаге, храните офлайн, никогда не вводите на сайтах и никому не сообщайте, в том числе сотрудникам поддержки.',
      'Аккаунт на бирже подходит для торговли, но средствами там распоряжается биржа. Если получаете монеты туда, проверьте, нужен ли для её адреса депозита memo или destination tag.',
    ],
  },
  'guides/wallets/hardware-wallets': {
    en: [
      'A hardware wallet is a small device that keeps your private keys offline and signs transactions inside itself, so the keys never touch your computer or phone.',
      'When you send coins, the transaction is prepared in an app, checked on the device’s screen and confirmed with its buttons. Malware on your computer cannot sign anything without that physical confirmation.',
      'On setup the device shows a recovery phrase, which restores your funds if the device is lost or broken. Keep it on paper or metal in a safe place and never photograph it or store it online.',
      'Buy the device only from the maker or an authorised seller, and never use one that arrives with a recovery phrase already filled in. Always compare the address on the device screen with the one you paste elsewhere.',
      'A hardware wallet works well as a swap destination: display the receiving address for the right network on the device, copy it and make sure it matches before you create the order.',
    ],
    ru: [
      'Аппаратный кошелёк — это небольшое устройство, которое хранит закрытые ключи офлайн и подписывает транзакции внутри себя, так что ключи никогда не попадают на компьютер или телефон.',
      'При отправке монет транзакция готовится в приложении, проверяется на экране устройства и подтверждается его кнопками. Вредоносная программа на компьютере не сможет ничего подписать без этого физического подтверждения.',
      'При настройке устройство показывает фразу восстановления, по которой можно вернуть средства, если кошелёк потеряется или сломается. Храните её на бумаге или металле в надёжном месте, никогда не фотографируйте и не сохраняйте в интернете.',
      'Покупайте устройство только у производителя или официального продавца и не пользуйтесь тем, что пришло с уже заполненной фразой восстановления. Всегда сверяйте адрес на экране устройства с тем, который вставляете в другом месте.',
      'Аппаратный кошелёк хорошо подходит для получения монет при обмене: выведите на экран устройства адрес в нужной сети, скопируйте его и убедитесь, что он совпадает, прежде чем создавать заявку.',
    ],
  },
  'guides/buy-crypto-with-a-card': {
    en: [
      'You can buy crypto with a bank card on the site once you are signed in to an account that has an e-mail address.',
      'Card purchases are handled together with a card provider, so unlike swaps they require an account. Sign in, choose the coin and the network you want to receive it on, and enter the amount you want to pay.',
      'Above a certain amount, the card provider asks for an identity check (KYC). It opens in a window on the site, so you do not have to leave the page, and once it is passed you can continue the purchase.',
      'As with any swap, enter a receiving address on the network you selected and double-check it. Coins sent to an address on another network cannot be recovered.',
      'If you already hold crypto and only want to exchange one coin for another, use a regular swap, which needs no account.',
    ],
    ru: [
      'Купить криптовалюту банковской картой на сайте можно, войдя в аккаунт, к которому привязан адрес электронной почты.',
      'Покупки картой проходят через платёжного провайдера, поэтому, в отличие от обменов, для них нужен аккаунт. Войдите, выберите монету и сеть, в которой хотите её получить, и укажите сумму оплаты.',
      'Выше определённой суммы провайдер карты запрашивает проверку личности (KYC). Она открывается в окне прямо на сайте, уходить со страницы не нужно, а после её прохождения покупку можно продолжить.',
      'Как и при обмене, укажите адрес получения в выбранной сети и перепроверьте его. Монеты, отправленные на адрес в другой сети, вернуть не получится.',
      'Если у вас уже есть криптовалюта и нужно лишь обменять одну монету на другую, воспользуйтесь обычным обменом, для которого аккаунт не нужен.',
    ],
  },
  'guides/refunds': {
    en: [
      'A refund returns your deposit to the refund address given in the order, or to one you provide on the order page when asked.',
      'With a fixed rate, a refund address is required when creating the order and must differ from the destination address. If the deposit is late or of a different amount, or the market moves sharply, the order page offers the new rate or a refund.',
      'Nothing happens until you choose. If you pick the refund, the deposit goes back to your refund address; if you accept the new rate, the swap continues as usual.',
      'If the order has no refund address, the order page asks you for one when a refund is needed. Enter an address on the same network you sent the deposit from, since that is the network it is returned on.',
      'Double-check the refund address just as carefully as the destination. Like any blockchain transfer, a refund sent to a wrong address cannot be reversed.',
    ],
    ru: [
      'При возврате депозит отправляется на адрес возврата, указанный в заявке, или на адрес, который вы укажете на странице заявки по запросу.',
      'При фиксированном курсе адрес возврата обязателен уже при создании заявки и должен отличаться от адреса получателя. Если депозит пришёл с опозданием или в другой сумме либо рынок резко изменился, страница заявки предложит новый курс или возврат.',
      'Пока вы не выберете, ничего не происходит. Если выбрать возврат, депозит уйдёт на ваш адрес возврата, а если принять новый курс, обмен продолжится как обычно.',
      'Если в заявке нет адреса возврата, страница заявки попросит его, когда понадобится возврат. Укажите адрес в той же сети, из которой вы отправляли депозит, ведь вернётся он именно в ней.',
      'Проверяйте адрес возврата так же внимательно, как адрес получателя. Как и любой перевод в блокчейне, возврат на неверный адрес отменить невозможно.',
    ],
  },
  'guides/confirmations': {
    en: [
      'Your deposit is swapped only after its network has recorded it deeply enough in the chain, and waiting for those confirmations is usually the longest part of a swap.',
      'Every new block added on top of the one containing your transaction counts as a confirmation. Each confirmation makes the payment harder to reverse, which is why a deposit is treated as final only after several of them.',
      'Networks differ in how fast they produce blocks and how many confirmations are needed. Some deposits are confirmed almost at once, while Monero needs 50 confirmations before the swap starts.',
      'The order page shows the confirmation count as it grows and refreshes on its own. There is nothing to do while you wait: once enough confirmations are in, the exchange and payout steps follow.',
      'A very low fee set in your wallet can make a transaction wait longer before it even enters a block, so use the wallet’s standard or recommended fee when sending a deposit.',
    ],
    ru: [
      'Депозит обменивается только после того, как сеть надёжно закрепит его в цепочке блоков, и ожидание этих подтверждений обычно занимает больше всего времени.',
      'Каждый новый блок поверх блока с вашей транзакцией считается подтверждением. С каждым подтверждением отменить платёж всё сложнее, поэтому депозит считается окончательным только после нескольких из них.',
      'Сети различаются скоростью создания блоков и числом необходимых подтверждений. Одни депозиты подтверждаются почти сразу, а Monero требует 50 подтверждений, прежде чем начнётся обмен.',
      'Страница заявки показывает растущее число подтверждений и обновляется сама. Пока вы ждёте, делать ничего не нужно: как только подтверждений станет достаточно, последуют этапы обмена и выплаты.',
      'Если выставить в кошельке слишком низкую комиссию, транзакция может долго ждать даже попадания в блок, поэтому при отправке депозита используйте стандартную или рекомендуемую комиссию кошелька.',
    ],
  },
  'guides/affiliate-program': {
    en: [
      'Every registered user can earn from the affiliate programme by sharing links that carry their referrer ID, with rewards accruing on each swap made by the people they bring.',
      'You get a referrer ID as soon as you register. Add it to links to the site, and users who arrive through them are counted as your referrals.',
      'Rewards accrue for every swap your referred users make, and you can follow them in your account. Once your balance is above the minimum, you can withdraw it in USDT on TRC20.',
      'Registered users also get cashback on their own swaps, so an account is useful even if you do not plan to share links.',
      'Share links honestly and where they help: in guides, reviews or communities where people are already asking how to swap coins.',
    ],
    ru: [
      'Любой зарегистрированный пользователь может зарабатывать в партнёрской программе, делясь ссылками со своим реферальным ID, а вознаграждение начисляется за каждый обмен приглашённых им людей.',
      'Реферальный ID появляется у вас сразу после регистрации. Добавьте его к ссылкам на сайт, и пользователи, пришедшие по ним, будут засчитаны как ваши рефералы.',
      'Вознаграждение начисляется за каждый обмен ваших рефералов, и следить за ним можно в аккаунте. Когда баланс превысит минимальную сумму, его можно вывести в USDT в сети TRC20.',
      'Кроме того, зарегистрированные пользователи получают кэшбэк за собственные обмены, так что аккаунт полезен, даже если вы не собираетесь делиться ссылками.',
      'Делитесь ссылками честно и там, где они действительно помогают: в руководствах, обзорах или сообществах, где люди уже спрашивают, как обменять монеты.',
    ],
  },
  welcome: {
    en: [
      'This blog collects practical guides, service news and safety tips for everyone who swaps crypto with us.',
      'Swapping here needs no account: pick what you send and receive, check the rate, the network fee and what you get, and create an order. The order page then takes you through deposit, exchange and payout.',
      'The guides explain the details that matter most, such as choosing the right network, when a memo is needed and how fixed and floating rates differ. News posts cover new networks, features and changes to the service.',
      'Every post is available in English and Russian, just like the rest of the site.',
    ],
    ru: [
      'В этом блоге собраны практические руководства, новости сервиса и советы по безопасности для всех, кто обменивает криптовалюту у нас.',
      'Для обмена здесь не нужен аккаунт: выберите, что отдаёте и что получаете, проверьте курс, сетевую комиссию и сумму к получению и создайте заявку. Дальше страница заявки проведёт вас через депозит, обмен и выплату.',
      'Руководства объясняют самое важное: как выбрать правильную сеть, когда нужен memo и чем фиксированный курс отличается от плавающего. В новостях мы рассказываем о новых сетях, функциях и изменениях в работе сервиса.',
      'Все публикации доступны на английском и русском языках, как и весь сайт.',
    ],
  },
  'news/fixed-rate-for-ton': {
    en: [
      'Swaps involving TON can now use a fixed rate, which locks the amount you receive for 20 minutes.',
      'Until now, TON swaps used only a floating rate that follows the market until the deposit is confirmed. Now you can choose either option when creating an order.',
      'A fixed-rate order needs a refund address that differs from the destination address. If you are receiving TON on an exchange, also enter the memo from its deposit page.',
      'If the deposit is late or of a different amount, or the market moves sharply, the order page offers the new rate or a refund, and nothing happens until you choose.',
    ],
    ru: [
      'В обменах с TON теперь можно выбрать фиксированный курс, который закрепляет сумму к получению на 20 минут.',
      'Раньше обмены TON проходили только по плавающему курсу, который следует за рынком до подтверждения депозита. Теперь при создании заявки можно выбрать любой из вариантов.',
      'Для заявки с фиксированным курсом нужен адрес возврата, отличный от адреса получателя. Если вы получаете TON на бирже, укажите также memo с её страницы депозита.',
      'Если депозит пришёл с опозданием или в другой сумме либо рынок резко изменился, страница заявки предложит новый курс или возврат, и до вашего выбора ничего не произойдёт.',
    ],
  },
  'news/new-networks-arbitrum-base': {
    en: [
      'Arbitrum and Base are now supported, so you can send and receive coins on these two networks directly.',
      'Coins on Arbitrum and Base are separate instruments from the same coins on other networks. USDT on Arbitrum, for instance, is not the same instrument as USDT on ERC20, even though a wallet may show the same token name for both.',
      'Before swapping, check that your wallet or exchange accepts deposits on the network you pick. Sending on the wrong network loses funds, so pick the network your receiving address belongs to.',
      'Both networks are available when you choose a coin and network on the swap form, and orders on them work the same way as everywhere else: deposit, exchange and payout on one order page.',
    ],
    ru: [
      'Мы добавили поддержку Arbitrum и Base: теперь монеты можно отправлять и получать напрямую в этих двух сетях.',
      'Монеты в Arbitrum и Base — отдельные инструменты, отличные от тех же монет в других сетях. Например, USDT в Arbitrum — не тот же инструмент, что USDT в ERC20, даже если кошелёк показывает для них одинаковое название токена.',
      'Перед обменом убедитесь, что ваш кошелёк или биржа принимает депозиты в выбранной сети. При отправке не в ту сеть средства теряются, поэтому выбирайте сеть, к которой относится ваш адрес получения.',
      'Обе сети доступны при выборе монеты и сети в форме обмена, а заявки в них работают так же, как и везде: депозит, обмен и выплата на одной странице заявки.',
    ],
  },
  'news/telegram-mini-app': {
    en: [
      'You can now swap crypto without leaving Telegram, because the full site runs inside it as a mini-app.',
      'The mini-app is the same site you know, with the same swap form, rates and order pages. Create an order, send the deposit and follow the deposit, exchange and payout steps right inside Telegram.',
      'If you already have an account on the site, you can link your Telegram account to it. Your account features, including cashback on swaps, are then available in the mini-app as well.',
      'As always, double-check the destination address and network before creating an order, whether you swap in the browser or in Telegram.',
    ],
    ru: [
      'Теперь криптовалюту можно обменивать, не выходя из Telegram: весь сайт работает внутри него как мини-приложение.',
      'Мини-приложение — это тот же сайт с той же формой обмена, курсами и страницами заявок. Создайте заявку, отправьте депозит и следите за этапами депозита, обмена и выплаты прямо в Telegram.',
      'Если у вас уже есть аккаунт на сайте, к нему можно привязать аккаунт Telegram. Тогда возможности аккаунта, включая кэшбэк за обмены, будут доступны и в мини-приложении.',
      'Как и всегда, перед созданием заявки перепроверьте адрес получателя и сеть — неважно, обмениваете вы в браузере или в Telegram.',
    ],
  },
  'news/lower-fees-on-trc20': {
    en: [
      'The network fee on TRC20 payouts is now lower, so the same swap leaves you a little more at the end.',
      'The network fee is part of every quote: before you create an order, the swap form shows the rate, the network fee and what you get. For payouts on TRC20, that fee is now smaller.',
      'Nothing changes in how you swap. Choose the TRC20 instrument as what you receive, enter a TRC20 address and create the order as usual.',
      'TRC20 remains one network among many: USDT on TRC20 is a separate instrument from USDT on ERC20, BEP20 or TON, so make sure your wallet expects TRC20 before choosing it.',
    ],
    ru: [
      'Сетевая комиссия на выплаты в TRC20 стала ниже, так что после того же обмена вы получите немного больше.',
      'Сетевая комиссия входит в каждый расчёт: перед созданием заявки форма обмена показывает курс, сетевую комиссию и сумму к получению. Для выплат в TRC20 эта комиссия теперь меньше.',
      'В самом процессе обмена ничего не меняется. Выберите получаемый инструмент в сети TRC20, укажите адрес TRC20 и создайте заявку как обычно.',
      'TRC20 — лишь одна из многих сетей: USDT в TRC20 — это отдельный инструмент, отличный от USDT в ERC20, BEP20 или TON, поэтому, прежде чем выбрать его, убедитесь, что ваш кошелёк ожидает именно TRC20.',
    ],
  },
  'news/api-v2-released': {
    en: [
      'Version 2 of the Swap API is out, giving partners what they need to list instruments, quote rates, create orders and follow them from their own apps.',
      'Partners can list instruments and pairs, then quote rates with plain HTTP requests or receive them over a WebSocket. Orders created through the API go through the same steps as on the site: deposit, exchange and payout.',
      'API keys are created in your profile. Each key can be limited to specific IP addresses, deactivated while not in use and deleted when no longer needed.',
      'The secret of a new key is shown only once, when the key is created. Store it somewhere safe right away, and if it is lost, create a new key and delete the old one.',
    ],
    ru: [
      'Вышла вторая версия Swap API: в ней есть всё, что нужно партнёрам, чтобы получать списки инструментов, запрашивать курсы, создавать заявки и отслеживать их в своих приложениях.',
      'Партнёры могут получать списки инструментов и пар, а курсы — запрашивать обычными HTTP-запросами или получать через WebSocket. Заявки, созданные через API, проходят те же этапы, что и на сайте: депозит, обмен и выплата.',
      'API-ключи создаются в профиле. Каждый ключ можно ограничить определёнными IP-адресами, деактивировать, пока он не нужен, и удалить, когда он больше не понадобится.',
      'Секрет нового ключа показывается только один раз, при его создании. Сразу сохраните его в надёжном месте, а если он утерян, создайте новый ключ и удалите старый.',
    ],
  },
}
