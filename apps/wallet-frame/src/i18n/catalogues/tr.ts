import type { FrameMessages } from '../../ui/messages.js'

/** Turkish. */
const tr: FrameMessages = {
  DECODE_FROM: 'Gönderen: {address}',
  DECODE_TO: 'Alıcı: {address}',
  DECODE_TO_NEW_CONTRACT: 'Alıcı: (yeni sözleşme)',
  DECODE_VALUE: 'Tutar: {amount} {symbol}',
  DECODE_CALL_HEADING: 'Çağrı {index} / {count}',
  DECODE_UNKNOWN_CALL: 'Bilinmeyen sözleşme çağrısı: seçici {selector}, {bytes} bayt',
  DECODE_CONTRACT_CREATION: 'Sözleşme oluşturma: {bytes} bayt kod',
  DECODE_FUNCTION: 'Çağrı: {standard} {function}',
  DECODE_TYPE: 'Tür: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (sınırsız)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: sınırsız {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… ({length} karakter, tamamı aşağıda)',
  DECODE_FIELD_FULL: '{path} (tamamı):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'Sınırsız onay: {spender} bu tokenin tamamını hesabınızdan şimdi ve daha sonra istediği zaman alabilir.',
  WARN_APPROVAL_FOR_ALL:
    'Bu, {operator} adresinin bu koleksiyondaki tüm öğelerinizi şimdi ve daha sonra istediği zaman taşımasına izin verir.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} bir sözleşme değil. Onaylar normalde kişisel bir adrese değil, bir uygulamanın sözleşmesine verilir.',
  WARN_HASH_SIGN:
    'Bu mesaj tam 32 bayt: bir işlem hash’ine benziyor. İmzalamak hesabınızdan bir ödemeye izin verebilir. Neden istendiğini tam olarak bilmiyorsanız reddedin.',
  WARN_TOKEN_NO_CODE:
    '{address} adresinde sözleşme kodu yok: bu token çağrısı hiçbir şey yapmaz ya da adres yanlış.',
  WARN_VALUE_ABOVE_BALANCE: 'Bu, hesapta olandan ({balance}) daha fazla {symbol} gönderir.',
  SIMULATION_SEND: 'Gönderdiğiniz: {amount} {asset}',
  SIMULATION_RECEIVE: 'Aldığınız: {amount} {asset}',
  SIMULATION_SEND_VALUED: 'Gönderdiğiniz: {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'Aldığınız: {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'Gönderdiğiniz: {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'Aldığınız: {amount} × {item}',
  SIMULATION_ALLOW: '{spender} adresinin {amount} {asset} harcamasına izin veriyorsunuz',
  SIMULATION_ALLOW_UNLIMITED:
    '{spender} adresinin {token} tokeninin tamamı (sınırsız) harcamasına izin veriyorsunuz',
  SIMULATION_ALLOW_ITEM: '{spender} adresinin {item} öğesini taşımasına izin veriyorsunuz',
  SIMULATION_ALLOW_ALL: '{spender} adresinin tüm {token} öğelerinizi taşımasına izin veriyorsunuz',
  SIMULATION_NO_CHANGES: 'Hesabınızın hiçbir bakiyesi değişmiyor.',
  SIMULATION_FEE_NOTE: 'Ağ ücreti dahil değildir.',
  SIMULATION_REVERTED:
    'Ağa göre bu istek başarısız olur ({reason}). Onaylarsanız büyük olasılıkla başarısız olur ve yine de ücret alınır.',
  SIMULATION_UNAVAILABLE:
    'Ağ bu isteği simüle edemedi ({reason}), bu yüzden neyi değiştirdiği gösterilmiyor. Aşağıdaki ayrıntıları kontrol edin.',
  APPROVE_TITLE: 'İsteği onayla',
  APPROVE_FROM: 'İsteyen: {origin}',
  APPROVE_APP_CLAIM:
    'Yukarıdaki site uygulamasına “{name}” diyor. Yalnızca sitenin adresi doğrulandı, bu ad değil.',
  APPROVE_CHAIN: 'Ağ: {name} (zincir kimliği {id})',
  APPROVE_BUTTON: 'Onayla',
  REJECT_BUTTON: 'Reddet',
  GUARD_UNSUPPORTED:
    'Bu tarayıcı cüzdanın tamamen göründüğünü doğrulayamıyor, bu yüzden Onayla kapalı. Bunu yapabilen bir tarayıcı kullanın (Chrome, Edge) ya da reddedin.',
  GUARD_HIDDEN:
    'Cüzdan örtülü, saydam ya da ekran dışında, bu yüzden düğmeleri kapalı. Onu gösteren sayfa sizi kandırmaya çalışıyor olabilir.',
  GUARD_WAITING: 'İsteği okuyun, sonra devam etmek için işaretçiyi bu pencerenin üzerine getirin.',
  SIGN_MESSAGE: 'Bu mesajı imzala',
  SIGN_TYPED_DATA: 'Yapılandırılmış veriyi imzala',
  SEND_TRANSACTION: 'İşlem gönder',
  SEND_CALLS: 'Akıllı hesabınızdan {count} çağrı gönderin',
  SEND_USER_OPERATION: 'Kullanıcı işlemi gönder',
  SMART_ACCOUNT_FROM: 'Akıllı hesaptan: {address}',
  NETWORK_FEE_SPONSORED: 'Ağ ücreti: sponsorlu',
  NETWORK_FEE_ACCOUNT: 'Ağ ücreti: akıllı hesabınızdan ödenir',
  DELEGATE_TITLE: 'Hesabını akıllı hesaba yükselt',
  DELEGATE_ACCOUNT: 'Hesabın: {address} (adresi aynı kalır)',
  DELEGATE_IMPLEMENTATION: 'Akıllı hesap sözleşmesi: {address}',
  DELEGATE_WARNING:
    'Bu sözleşme hesabını ve içindeki her şeyi kontrol edecek. Bu cüzdan yalnızca operatörünün ayarladığı sözleşmeye yükseltir, asla bir web sitesinin adını verdiği bir sözleşmeye değil.',
  UNDELEGATE_TITLE: 'Akıllı hesabını yeniden sade bir hesaba çevir',
  UNDELEGATE_CURRENT: '{address} sözleşmesine verilen yetkiyi kaldırır',
  GRANT_TITLE: 'Bu uygulamanın akıllı hesabınızdan gönderim yapmasına izin verin',
  GRANT_UPGRADE:
    'Akıllı hesabınız izinleri tutmak için {address} sözleşmesine yükseltilir. Adresi aynı kalır.',
  GRANT_NATIVE_ALLOWANCE:
    'Toplamda en fazla {amount} {symbol} herhangi bir adrese gönderebilir (sponsorlu değilse ağ ücretleri de sayılır)',
  GRANT_TOKEN_ALLOWANCE: 'Toplamda en fazla {amount} {symbol} ({address} tokeni) gönderebilir',
  GRANT_CONTRACT_CALL: '{address} sözleşmesinde {functions} çağırabilir',
  GRANT_EXPIRY: '{date} tarihine kadar',
  GRANT_WARNING:
    'Bu sınırlar içinde uygulama, izin bitene ya da siz iptal edene kadar size yeniden sormadan hesabınızdan gönderir.',
  REVOKE_TITLE: 'Bir izni iptal et',
  REVOKE_SESSION: '{origin} için verilen izin sona erer: artık hesabınızdan gönderim yapamaz.',
  WRONG_CHAIN: 'Bu istek {requested} zinciri için, ama cüzdan {name} ağında (zincir {id}).',
  SIMULATION_HEADING: 'Hesabınızda neyin değişeceği (simülasyon)',
  IDLE: 'Foyer gömülü cüzdan',
  RECOVERY_SET_TITLE: 'Kurtarma parolası belirleyin',
  RECOVERY_SET_INTRO:
    'Cüzdanınızı yeni bir cihazda kullanmak için bu parolaya ihtiyacınız var. Bu pencereden asla çıkmaz ve kimse onu sizin için sıfırlayamaz: ne bu uygulama ne de işletmecisi.',
  RECOVERY_ENTER_TITLE: 'Kurtarma parolanızı girin',
  RECOVERY_ENTER_INTRO:
    'Bu cihaz cüzdanınız için yeni. Cüzdanı oluştururken belirlediğiniz kurtarma parolasını girin.',
  RECOVERY_PASSWORD_LABEL: 'Kurtarma parolası',
  RECOVERY_CONFIRM_LABEL: 'Kurtarma parolasını tekrarlayın',
  RECOVERY_TOO_SHORT: 'En az {min} karakter kullanın.',
  RECOVERY_MISMATCH: 'İki parola aynı değil.',
  RECOVERY_WORKING: 'Kontrol ediliyor…',
  RECOVERY_CONTINUE: 'Devam',
  RECOVERY_CANCEL: 'İptal',
  RECOVERY_CANCELLED: 'Kurtarma parolası girilmedi, bu yüzden cüzdan bu cihazda hazır değil.',
  SOCIAL_DONE: 'Bu pencereyi kapatabilirsiniz.',
  SOCIAL_FAILED: 'Giriş tamamlanmadı. Bu pencereyi kapatın ve uygulamadan yeniden başlayın.',
  PASSKEY_WAITING: 'Cüzdana bağlanılıyor…',
  PASSKEY_USE: 'Geçiş anahtarınızla devam edin',
  PASSKEY_CREATE: 'Geçiş anahtarı oluştur',
  PASSKEY_CREATE_HINT:
    'Cihazınız bu cüzdan için bir geçiş anahtarı kaydeder. Giriş yapmak için onu kullanırsınız.',
  PASSKEY_USE_HINT: 'Bu cüzdan için kaydettiğiniz geçiş anahtarını kullanın.',
  PASSKEY_CHECKING: 'Geçiş anahtarınız kontrol ediliyor…',
  PASSKEY_DONE: 'Tamam. Bu pencereyi kapatabilirsiniz.',
  PASSKEY_FAILED: 'Geçiş anahtarı çalışmadı: {message}',
  PASSKEY_NO_WALLET: 'Geçiş anahtarınızı kullanmak için bu pencereyi uygulamadan açın.',
  EXPORT_TITLE: 'Özel anahtarınız',
  EXPORT_WARNING:
    'Bu anahtara sahip olan herkes {address} cüzdanını ve içindeki her şeyi kontrol eder. Onu asla bir web sitesine yapıştırmayın ve paylaşmayın. Foyer onu asla istemez.',
  EXPORT_SOLANA_TITLE: 'Solana özel anahtarınız',
  EXPORT_COPY: 'Anahtarı kopyala',
  EXPORT_COPIED: 'Kopyalandı',
  EXPORT_CODE_EMAIL:
    'E-postanıza 6 haneli bir kod gönderdik. Özel anahtarınızı göstermek için girin.',
  EXPORT_CODE_TOTP:
    'Özel anahtarınızı göstermek için kimlik doğrulama uygulamanızdaki 6 haneli kodu girin.',
  EXPORT_CODE_LABEL: '6 haneli kod',
  EXPORT_CODE_SHOW: 'Anahtarımı göster',
  EXPORT_CODE_FORMAT: 'Kodun 6 hanesini girin.',
  STEP_UP_TITLE: 'Siz olduğunuzu doğrulayın',
  STEP_UP_INTRO:
    'Bir cihazı kaldırmak, e-postanızı değiştirmek veya kurtarma payınızı açmak yeni bir kontrol gerektirir.',
  STEP_UP_CODE_LABEL: 'Kimlik doğrulama uygulamanızdaki kod',
  STEP_UP_PASSKEY: 'Geçiş anahtarınızı kullanın',
  STEP_UP_CONFIRM: 'Onayla',
  STEP_UP_CANCEL: 'İptal',
  STEP_UP_WORKING: 'Kontrol ediliyor…',
  STEP_UP_CODE_FORMAT: 'Uygulamanızın gösterdiği 6 haneyi girin.',
  STEP_UP_CANCELLED: 'Onaylanmadı, bu yüzden hiçbir şey değiştirilmedi.',
  TOTP_SETUP_TITLE: 'Kimlik doğrulama uygulaması kur',
  TOTP_SETUP_INTRO:
    'Bu kodu bir kimlik doğrulama uygulamasıyla tarayın, ardından gösterdiği 6 haneli kodu girin. Hassas işlemlerden önce uygulama sorulacak.',
  TOTP_QR_LABEL: 'Bu cüzdanı bir kimlik doğrulama uygulamasına eklemek için QR kodu',
  SOCIAL_RETURN_KEY_LOST:
    'Bu tarayıcı cüzdanın site depolamasını engelliyor, bu yüzden bu sayfaya dönen giriş tamamlanamıyor. Bu site için site verilerine izin verin ve yeniden giriş yapın.',
  SIGN_SOLANA_TRANSACTION: 'Bir Solana işlemi imzala',
  SIGN_SOLANA_TRANSACTIONS: '{count} Solana işlemi imzala',
  SEND_SOLANA_TRANSACTION: 'Bir Solana işlemi gönder',
  SOLANA_TRANSFER: '{from} adresinden {to} adresine {amount} SOL gönder',
  SOLANA_TOKEN_TRANSFER:
    '{mint} tokeninden {amount} miktarını {from} token hesabından {to} token hesabına gönder',
  SOLANA_TOKEN_TRANSFER_RAW:
    '{from} token hesabından {to} token hesabına {amount} token birimi gönder',
  SOLANA_CREATE_TOKEN_ACCOUNT: '{owner} için {mint} tokeninin token hesabını oluştur',
  SOLANA_COMPUTE_BUDGET: 'Hesaplama bütçesini ayarla (ağ ücreti)',
  SOLANA_UNKNOWN_INSTRUCTION: 'Bilinmeyen talimat: program {program}, {bytes} bayt veri',
  SOLANA_FEE_PAYER: 'Ağ ücretini ödeyen: {address}',
  SOLANA_TRANSACTION_HEADING: 'İşlem {index} / {count}',
  SOLANA_NO_INSTRUCTIONS: 'Talimat yok',
}

export default tr
