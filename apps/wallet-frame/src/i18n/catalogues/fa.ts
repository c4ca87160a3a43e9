import type { FrameMessages } from '../../ui/messages.js'

/** Persian (right to left). */
const fa: FrameMessages = {
  DECODE_FROM: 'از: {address}',
  DECODE_TO: 'به: {address}',
  DECODE_TO_NEW_CONTRACT: 'به: (قرارداد جدید)',
  DECODE_VALUE: 'مبلغ: {amount} {symbol}',
  DECODE_CALL_HEADING: 'فراخوانی {index} از {count}',
  DECODE_UNKNOWN_CALL: 'فراخوانی ناشناخته قرارداد: انتخابگر {selector}، {bytes} بایت',
  DECODE_CONTRACT_CREATION: 'ساخت قرارداد: {bytes} بایت کد',
  DECODE_FUNCTION: 'فراخوانی: {standard} {function}',
  DECODE_TYPE: 'نوع: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (نامحدود)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: نامحدود {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… ({length} نویسه، کامل در پایین)',
  DECODE_FIELD_FULL: '{path} (کامل):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'مجوز نامحدود: {spender} می‌تواند همه این توکن را از حساب شما بردارد، اکنون و هر زمان دیگری در آینده.',
  WARN_APPROVAL_FOR_ALL:
    'این به {operator} اجازه می‌دهد هر آیتمی از این مجموعه را که دارید جابه‌جا کند، اکنون و هر زمان دیگری در آینده.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} قرارداد نیست. مجوزها معمولاً به قرارداد یک برنامه داده می‌شوند، نه به یک نشانی شخصی.',
  WARN_HASH_SIGN:
    'این پیام دقیقاً ۳۲ بایت است: شبیه هش یک تراکنش است. امضای آن می‌تواند پرداختی از حساب شما را مجاز کند. رد کنید، مگر اینکه دقیقاً بدانید چرا خواسته شده است.',
  WARN_TOKEN_NO_CODE:
    '{address} کد قرارداد ندارد: این فراخوانی توکن کاری انجام نمی‌دهد، یا نشانی اشتباه است.',
  WARN_VALUE_ABOVE_BALANCE: 'این بیش از موجودی حساب ({balance}) {symbol} می‌فرستد.',
  SIMULATION_SEND: 'شما {amount} {asset} می‌فرستید',
  SIMULATION_RECEIVE: 'شما {amount} {asset} دریافت می‌کنید',
  SIMULATION_SEND_VALUED: 'شما {amount} {asset} می‌فرستید ({money})',
  SIMULATION_RECEIVE_VALUED: 'شما {amount} {asset} دریافت می‌کنید ({money})',
  SIMULATION_SEND_ITEM: 'شما {amount} × {item} می‌فرستید',
  SIMULATION_RECEIVE_ITEM: 'شما {amount} × {item} دریافت می‌کنید',
  SIMULATION_ALLOW: 'به {spender} اجازه می‌دهید {amount} {asset} خرج کند',
  SIMULATION_ALLOW_UNLIMITED: 'به {spender} اجازه می‌دهید همه توکن {token} (نامحدود) خرج کند',
  SIMULATION_ALLOW_ITEM: 'به {spender} اجازه می‌دهید {item} را جابه‌جا کند',
  SIMULATION_ALLOW_ALL: 'به {spender} اجازه می‌دهید همه آیتم‌های {token} شما را جابه‌جا کند',
  SIMULATION_NO_CHANGES: 'هیچ موجودی از حساب شما تغییر نمی‌کند.',
  SIMULATION_FEE_NOTE: 'کارمزد شبکه در نظر گرفته نشده است.',
  SIMULATION_REVERTED:
    'شبکه می‌گوید این درخواست شکست می‌خورد ({reason}). اگر تأیید کنید، احتمالاً شکست می‌خورد و باز هم کارمزد دارد.',
  SIMULATION_UNAVAILABLE:
    'شبکه نتوانست این درخواست را شبیه‌سازی کند ({reason})، پس تغییرات آن نشان داده نمی‌شود. جزئیات زیر را بررسی کنید.',
  APPROVE_TITLE: 'تأیید درخواست',
  APPROVE_FROM: 'درخواست از {origin}',
  APPROVE_APP_CLAIM:
    'سایت بالا برنامه‌اش را «{name}» می‌نامد. فقط نشانی سایت بررسی شده است، نه این نام.',
  APPROVE_CHAIN: 'شبکه: {name} (شناسه زنجیره {id})',
  APPROVE_BUTTON: 'تأیید',
  REJECT_BUTTON: 'رد',
  GUARD_UNSUPPORTED:
    'این مرورگر نمی‌تواند مطمئن شود که کیف پول کاملاً دیده می‌شود، پس دکمه تأیید خاموش است. از مرورگری استفاده کنید که این کار را می‌کند (Chrome، Edge) یا درخواست را رد کنید.',
  GUARD_HIDDEN:
    'کیف پول پوشیده، شفاف یا بیرون از صفحه است، پس دکمه‌هایش خاموش‌اند. صفحه‌ای که آن را نشان می‌دهد شاید می‌خواهد شما را فریب دهد.',
  GUARD_WAITING: 'درخواست را بخوانید، سپس برای ادامه نشانگر را روی این پنجره ببرید.',
  SIGN_MESSAGE: 'امضای این پیام',
  SIGN_TYPED_DATA: 'امضای داده ساختاریافته',
  SEND_TRANSACTION: 'ارسال تراکنش',
  SEND_CALLS: 'ارسال {count} فراخوانی از حساب هوشمند شما',
  SEND_USER_OPERATION: 'ارسال عملیات کاربر',
  SMART_ACCOUNT_FROM: 'از حساب هوشمند {address}',
  NETWORK_FEE_SPONSORED: 'کارمزد شبکه: حمایت‌شده',
  NETWORK_FEE_ACCOUNT: 'کارمزد شبکه: با حساب هوشمند شما',
  WRONG_CHAIN: 'این درخواست برای زنجیره {requested} است، اما کیف پول روی {name} (زنجیره {id}) است.',
  SIMULATION_HEADING: 'آنچه در حساب شما تغییر می‌کند (شبیه‌سازی)',
  IDLE: 'کیف پول جاسازی‌شده Foyer',
  RECOVERY_SET_TITLE: 'تعیین رمز بازیابی',
  RECOVERY_SET_INTRO:
    'برای استفاده از کیف پول در دستگاه جدید به این رمز نیاز دارید. هرگز از این پنجره خارج نمی‌شود و هیچ‌کس نمی‌تواند آن را برای شما بازنشانی کند: نه این برنامه و نه گرداننده آن.',
  RECOVERY_ENTER_TITLE: 'رمز بازیابی را وارد کنید',
  RECOVERY_ENTER_INTRO:
    'این دستگاه برای کیف پول شما جدید است. رمز بازیابی‌ای را که هنگام ساختن آن تعیین کردید وارد کنید.',
  RECOVERY_PASSWORD_LABEL: 'رمز بازیابی',
  RECOVERY_CONFIRM_LABEL: 'تکرار رمز بازیابی',
  RECOVERY_TOO_SHORT: 'دست‌کم {min} نویسه به کار ببرید.',
  RECOVERY_MISMATCH: 'دو رمز یکسان نیستند.',
  RECOVERY_WORKING: 'در حال بررسی…',
  RECOVERY_CONTINUE: 'ادامه',
  RECOVERY_CANCEL: 'لغو',
  RECOVERY_CANCELLED: 'رمز بازیابی داده نشد، پس کیف پول در این دستگاه آماده نیست.',
  SOCIAL_DONE: 'می‌توانید این پنجره را ببندید.',
  SOCIAL_FAILED: 'ورود کامل نشد. این پنجره را ببندید و از برنامه دوباره شروع کنید.',
  PASSKEY_WAITING: 'در حال اتصال به کیف پول…',
  PASSKEY_USE: 'ادامه با کلید عبور',
  PASSKEY_CREATE: 'ساخت کلید عبور',
  PASSKEY_CREATE_HINT: 'دستگاه شما یک کلید عبور برای این کیف پول ذخیره می‌کند. با آن وارد می‌شوید.',
  PASSKEY_USE_HINT: 'از کلید عبوری که برای این کیف پول ذخیره کرده‌اید استفاده کنید.',
  PASSKEY_CHECKING: 'در حال بررسی کلید عبور…',
  PASSKEY_DONE: 'انجام شد. می‌توانید این پنجره را ببندید.',
  PASSKEY_FAILED: 'کلید عبور کار نکرد: {message}',
  PASSKEY_NO_WALLET: 'برای استفاده از کلید عبور، این پنجره را از برنامه باز کنید.',
  EXPORT_TITLE: 'کلید خصوصی شما',
  EXPORT_WARNING:
    'هر کس این کلید را داشته باشد کیف پول {address} و همه دارایی آن را در اختیار دارد. هرگز آن را در وب‌سایتی جای‌گذاری نکنید یا به کسی ندهید. Foyer هرگز آن را نمی‌خواهد.',
  EXPORT_COPY: 'کپی کلید',
  EXPORT_COPIED: 'کپی شد',
  EXPORT_CODE_EMAIL:
    'یک کد ۶ رقمی به ایمیل شما فرستادیم. آن را وارد کنید تا کلید خصوصی شما نمایش داده شود.',
  EXPORT_CODE_TOTP:
    'کد ۶ رقمی برنامهٔ احراز هویت خود را وارد کنید تا کلید خصوصی شما نمایش داده شود.',
  EXPORT_CODE_LABEL: 'کد ۶ رقمی',
  EXPORT_CODE_SHOW: 'نمایش کلید من',
  EXPORT_CODE_FORMAT: '۶ رقم کد را وارد کنید.',
  STEP_UP_TITLE: 'تأیید کنید که خودتان هستید',
  STEP_UP_INTRO:
    'حذف یک دستگاه، تغییر ایمیل یا باز کردن سهم بازیابی شما به بررسی دوباره نیاز دارد.',
  STEP_UP_CODE_LABEL: 'کد برنامهٔ احراز هویت شما',
  STEP_UP_PASSKEY: 'استفاده از کلید عبور',
  STEP_UP_CONFIRM: 'تأیید',
  STEP_UP_CANCEL: 'لغو',
  STEP_UP_WORKING: 'در حال بررسی…',
  STEP_UP_CODE_FORMAT: '۶ رقمی را که برنامه‌تان نشان می‌دهد وارد کنید.',
  STEP_UP_CANCELLED: 'تأیید نشد، پس چیزی تغییر نکرد.',
  TOTP_SETUP_TITLE: 'راه‌اندازی برنامهٔ احراز هویت',
  TOTP_SETUP_INTRO:
    'این کد را با یک برنامهٔ احراز هویت اسکن کنید، سپس کد ۶ رقمی‌ای را که نشان می‌دهد وارد کنید. پیش از کارهای حساس از این برنامه پرسیده می‌شود.',
  TOTP_QR_LABEL: 'کد QR برای افزودن این کیف پول به برنامهٔ احراز هویت',
  SOCIAL_RETURN_KEY_LOST:
    'این مرورگر فضای ذخیره سایت کیف پول را مسدود می‌کند، پس ورودی که به این صفحه برگشت نمی‌تواند کامل شود. داده‌های این سایت را مجاز کنید و دوباره وارد شوید.',
}

export default fa
