import type { FrameMessages } from '../../ui/messages.js'

/** Arabic (right to left). */
const ar: FrameMessages = {
  DECODE_FROM: 'من: {address}',
  DECODE_TO: 'إلى: {address}',
  DECODE_TO_NEW_CONTRACT: 'إلى: (عقد جديد)',
  DECODE_VALUE: 'المبلغ: {amount} {symbol}',
  DECODE_CALL_HEADING: 'الاستدعاء {index} من {count}',
  DECODE_UNKNOWN_CALL: 'استدعاء عقد غير معروف: المحدِّد {selector}، {bytes} بايت',
  DECODE_CONTRACT_CREATION: 'إنشاء عقد: {bytes} بايت من الشيفرة',
  DECODE_FUNCTION: 'استدعاء: {standard} {function}',
  DECODE_TYPE: 'النوع: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (غير محدود)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: غير محدود {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… ({length} حرفًا، كاملًا أدناه)',
  DECODE_FIELD_FULL: '{path} (كاملًا):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'موافقة غير محدودة: يمكن لـ {spender} أخذ كل هذا الرمز من حسابك، الآن وفي أي وقت لاحق.',
  WARN_APPROVAL_FOR_ALL:
    'يسمح هذا لـ {operator} بنقل كل عنصر تملكه من هذه المجموعة، الآن وفي أي وقت لاحق.',
  WARN_SPENDER_NOT_CONTRACT: '{spender} ليس عقدًا. تُمنح الموافقات عادةً لعقد تطبيق، لا لعنوان شخصي.',
  WARN_HASH_SIGN:
    'طول هذه الرسالة 32 بايت بالضبط: تبدو كتجزئة معاملة. قد يسمح توقيعها بدفعة من حسابك. ارفض ما لم تعرف بالضبط سبب طلبها.',
  WARN_TOKEN_NO_CODE:
    'لا يحتوي {address} على شيفرة عقد: لن يفعل استدعاء الرمز هذا شيئًا، أو أن العنوان خاطئ.',
  WARN_VALUE_ABOVE_BALANCE: 'يرسل هذا من {symbol} أكثر مما في الحساب ({balance}).',
  SIMULATION_SEND: 'ترسل {amount} {asset}',
  SIMULATION_RECEIVE: 'تستلم {amount} {asset}',
  SIMULATION_SEND_VALUED: 'ترسل {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'تستلم {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'ترسل {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'تستلم {amount} × {item}',
  SIMULATION_ALLOW: 'تسمح لـ {spender} بإنفاق {amount} {asset}',
  SIMULATION_ALLOW_UNLIMITED: 'تسمح لـ {spender} بإنفاق كل الرمز {token} (غير محدود)',
  SIMULATION_ALLOW_ITEM: 'تسمح لـ {spender} بنقل {item}',
  SIMULATION_ALLOW_ALL: 'تسمح لـ {spender} بنقل كل عناصرك من {token}',
  SIMULATION_NO_CHANGES: 'لا يتغير أي رصيد في حسابك.',
  SIMULATION_FEE_NOTE: 'رسوم الشبكة غير مشمولة.',
  SIMULATION_REVERTED:
    'تقول الشبكة إن هذا الطلب سيفشل ({reason}). إذا وافقت فمن المرجّح أن يفشل ويكلّف رسومًا مع ذلك.',
  SIMULATION_UNAVAILABLE:
    'لم تتمكن الشبكة من محاكاة هذا الطلب ({reason})، لذلك لا يظهر ما يغيّره. راجع التفاصيل أدناه.',
  APPROVE_TITLE: 'الموافقة على الطلب',
  APPROVE_FROM: 'مطلوب من {origin}',
  APPROVE_APP_CLAIM:
    'يسمّي الموقع أعلاه تطبيقه «{name}». تم التحقق من عنوان الموقع فقط، وليس من هذا الاسم.',
  APPROVE_CHAIN: 'الشبكة: {name} (معرّف السلسلة {id})',
  APPROVE_BUTTON: 'موافقة',
  REJECT_BUTTON: 'رفض',
  GUARD_UNSUPPORTED:
    'لا يستطيع هذا المتصفح التأكد من أن المحفظة ظاهرة بالكامل، لذلك زر الموافقة معطّل. استخدم متصفحًا يستطيع ذلك (Chrome أو Edge) أو ارفض الطلب.',
  GUARD_HIDDEN:
    'المحفظة مغطاة أو شفافة أو خارج الشاشة، لذلك أزرارها معطّلة. قد تحاول الصفحة التي تعرضها خداعك.',
  GUARD_WAITING: 'اقرأ الطلب، ثم حرّك المؤشر فوق هذه النافذة للمتابعة.',
  SIGN_MESSAGE: 'توقيع هذه الرسالة',
  SIGN_TYPED_DATA: 'توقيع بيانات منظّمة',
  SEND_TRANSACTION: 'إرسال معاملة',
  SEND_CALLS: 'إرسال {count} استدعاءات من حسابك الذكي',
  SEND_USER_OPERATION: 'إرسال عملية مستخدم',
  SMART_ACCOUNT_FROM: 'من الحساب الذكي {address}',
  WRONG_CHAIN: 'هذا الطلب للسلسلة {requested}، لكن المحفظة على {name} (السلسلة {id}).',
  SIMULATION_HEADING: 'ما يغيّره هذا في حسابك (محاكاة)',
  IDLE: 'محفظة Foyer المدمجة',
  RECOVERY_SET_TITLE: 'تعيين كلمة مرور للاسترداد',
  RECOVERY_SET_INTRO:
    'تحتاج إلى كلمة المرور هذه لاستخدام محفظتك على جهاز جديد. لا تغادر هذه النافذة أبدًا، ولا يمكن لأحد إعادة تعيينها نيابةً عنك: لا هذا التطبيق ولا مشغّله.',
  RECOVERY_ENTER_TITLE: 'أدخل كلمة مرور الاسترداد',
  RECOVERY_ENTER_INTRO:
    'هذا الجهاز جديد على محفظتك. أدخل كلمة مرور الاسترداد التي عيّنتها عند إنشائها.',
  RECOVERY_PASSWORD_LABEL: 'كلمة مرور الاسترداد',
  RECOVERY_CONFIRM_LABEL: 'كرّر كلمة مرور الاسترداد',
  RECOVERY_TOO_SHORT: 'استخدم {min} أحرف على الأقل.',
  RECOVERY_MISMATCH: 'كلمتا المرور غير متطابقتين.',
  RECOVERY_WORKING: 'جارٍ التحقق…',
  RECOVERY_CONTINUE: 'متابعة',
  RECOVERY_CANCEL: 'إلغاء',
  RECOVERY_CANCELLED: 'لم تُدخل كلمة مرور للاسترداد، لذلك المحفظة غير جاهزة على هذا الجهاز.',
  SOCIAL_DONE: 'يمكنك إغلاق هذه النافذة.',
  SOCIAL_FAILED: 'لم يكتمل تسجيل الدخول. أغلق هذه النافذة وابدأ من جديد من التطبيق.',
  PASSKEY_WAITING: 'جارٍ الاتصال بالمحفظة…',
  PASSKEY_USE: 'المتابعة باستخدام مفتاح المرور',
  PASSKEY_CREATE: 'إنشاء مفتاح مرور',
  PASSKEY_CREATE_HINT: 'يحفظ جهازك مفتاح مرور لهذه المحفظة. تستخدمه لتسجيل الدخول.',
  PASSKEY_USE_HINT: 'استخدم مفتاح المرور الذي حفظته لهذه المحفظة.',
  PASSKEY_CHECKING: 'جارٍ التحقق من مفتاح المرور…',
  PASSKEY_DONE: 'تم. يمكنك إغلاق هذه النافذة.',
  PASSKEY_FAILED: 'لم ينجح مفتاح المرور: {message}',
  PASSKEY_NO_WALLET: 'افتح هذه النافذة من التطبيق لاستخدام مفتاح المرور.',
  EXPORT_TITLE: 'مفتاحك الخاص',
  EXPORT_WARNING:
    'أي شخص يملك هذا المفتاح يتحكم في المحفظة {address} وكل ما فيها. لا تلصقه أبدًا في موقع ويب ولا تشاركه. لن تطلبه Foyer منك أبدًا.',
  EXPORT_COPY: 'نسخ المفتاح',
  EXPORT_COPIED: 'تم النسخ',
  EXPORT_NEEDS_PASSKEY: 'أضف مفتاح مرور إلى هذا الحساب أولًا، ثم صدّر المفتاح.',
  SOCIAL_RETURN_KEY_LOST:
    'يحظر هذا المتصفح تخزين موقع المحفظة، لذلك لا يمكن إكمال تسجيل الدخول الذي عاد إلى هذه الصفحة. اسمح ببيانات هذا الموقع وسجّل الدخول مرة أخرى.',
}

export default ar
