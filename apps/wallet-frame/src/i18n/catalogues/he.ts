import type { FrameMessages } from '../../ui/messages.js'

/** Hebrew (right to left). */
const he: FrameMessages = {
  APPROVE_TITLE: 'אישור בקשה',
  APPROVE_FROM: 'התבקש על ידי {origin}',
  APPROVE_APP_CLAIM: 'האתר שלמעלה קורא לאפליקציה שלו „{name}”. רק כתובת האתר אומתה, לא השם הזה.',
  APPROVE_CHAIN: 'רשת: {name} (מזהה רשת {id})',
  APPROVE_BUTTON: 'אישור',
  REJECT_BUTTON: 'דחייה',
  GUARD_UNSUPPORTED:
    'הדפדפן הזה לא יכול לוודא שהארנק גלוי במלואו, ולכן כפתור האישור כבוי. השתמשו בדפדפן שיכול (Chrome,‏ Edge) או דחו את הבקשה.',
  GUARD_HIDDEN:
    'הארנק מכוסה, שקוף או מחוץ למסך, ולכן הכפתורים שלו כבויים. ייתכן שהדף שמציג אותו מנסה להטעות אתכם.',
  GUARD_WAITING: 'קראו את הבקשה, ואז הזיזו את הסמן מעל החלון הזה כדי להמשיך.',
  SIGN_MESSAGE: 'חתימה על ההודעה הזו',
  SIGN_TYPED_DATA: 'חתימה על נתונים מובנים',
  SEND_TRANSACTION: 'שליחת עסקה',
  SEND_CALLS: 'שליחת {count} קריאות מהחשבון החכם שלך',
  SEND_USER_OPERATION: 'שליחת פעולת משתמש',
  SMART_ACCOUNT_FROM: 'מהחשבון החכם {address}',
  WRONG_CHAIN: 'הבקשה הזו מיועדת לרשת {requested}, אבל הארנק נמצא ב־{name} (רשת {id}).',
  LABEL_FROM: 'מאת',
  LABEL_TO: 'אל',
  LABEL_VALUE: 'סכום',
  CALL_HEADING: 'קריאה {index} מתוך {count}',
  WARN_UNLIMITED_APPROVAL:
    'אישור ללא הגבלה: {spender} יוכל לקחת את כל הטוקן הזה מהחשבון שלך, עכשיו ובכל זמן בעתיד.',
  WARN_APPROVAL_FOR_ALL:
    'זה מאפשר ל־{operator} להעביר כל פריט מהאוסף הזה שבבעלותך, עכשיו ובכל זמן בעתיד.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} אינו חוזה. אישורים ניתנים בדרך כלל לחוזה של אפליקציה, לא לכתובת אישית.',
  WARN_HASH_SIGN:
    'ההודעה הזו באורך 32 בתים בדיוק: היא נראית כמו גיבוב של עסקה. חתימה עליה עלולה לאשר תשלום מהחשבון שלך. דחו, אלא אם אתם יודעים בדיוק למה היא מתבקשת.',
  WARN_TOKEN_NO_CODE: 'ל־{address} אין קוד חוזה: קריאת הטוקן הזו לא תעשה דבר, או שהכתובת שגויה.',
  WARN_VALUE_ABOVE_BALANCE: 'הפעולה שולחת יותר {symbol} ממה שיש בחשבון ({balance}).',
  SIMULATION_HEADING: 'מה זה משנה בחשבון שלך (הדמיה)',
  SIMULATION_SEND: 'את/ה שולח/ת {amount}',
  SIMULATION_RECEIVE: 'את/ה מקבל/ת {amount}',
  SIMULATION_ALLOW: 'את/ה מרשה ל־{spender} להוציא {amount}',
  SIMULATION_UNLIMITED: 'כל הטוקן {token} (ללא הגבלה)',
  SIMULATION_ALLOW_ALL: 'את/ה מרשה ל־{spender} להעביר את כל הפריטים שלך מ־{token}',
  SIMULATION_NO_CHANGES: 'אף יתרה בחשבון שלך לא משתנה.',
  SIMULATION_FEE_NOTE: 'עמלת הרשת אינה כלולה.',
  SIMULATION_REVERTED:
    'לפי הרשת הבקשה הזו תיכשל ({reason}). אם תאשרו, סביר שהיא תיכשל ועדיין תעלה עמלה.',
  SIMULATION_UNAVAILABLE:
    'הרשת לא הצליחה להדמות את הבקשה ({reason}), ולכן לא מוצג מה היא משנה. בדקו את הפרטים למטה.',
  IDLE: 'הארנק המוטמע של Foyer',
  RECOVERY_SET_TITLE: 'הגדרת סיסמת שחזור',
  RECOVERY_SET_INTRO:
    'צריך את הסיסמה הזו כדי להשתמש בארנק במכשיר חדש. היא אף פעם לא יוצאת מהחלון הזה, ואף אחד לא יכול לאפס אותה בשבילך: לא האפליקציה הזו ולא המפעיל שלה.',
  RECOVERY_ENTER_TITLE: 'הזינו את סיסמת השחזור',
  RECOVERY_ENTER_INTRO: 'המכשיר הזה חדש לארנק שלך. הזינו את סיסמת השחזור שהגדרתם כשיצרתם אותו.',
  RECOVERY_PASSWORD_LABEL: 'סיסמת שחזור',
  RECOVERY_CONFIRM_LABEL: 'חזרו על סיסמת השחזור',
  RECOVERY_TOO_SHORT: 'השתמשו לפחות ב־{min} תווים.',
  RECOVERY_MISMATCH: 'שתי הסיסמאות אינן זהות.',
  RECOVERY_WORKING: 'בודק…',
  RECOVERY_CONTINUE: 'המשך',
  RECOVERY_CANCEL: 'ביטול',
  RECOVERY_CANCELLED: 'לא הוזנה סיסמת שחזור, ולכן הארנק לא מוכן במכשיר הזה.',
  SOCIAL_DONE: 'אפשר לסגור את החלון הזה.',
  SOCIAL_FAILED: 'ההתחברות לא הושלמה. סגרו את החלון הזה והתחילו מחדש מהאפליקציה.',
  PASSKEY_WAITING: 'מתחבר לארנק…',
  PASSKEY_USE: 'המשך עם מפתח הגישה',
  PASSKEY_CREATE: 'יצירת מפתח גישה',
  PASSKEY_CREATE_HINT: 'המכשיר שלך שומר מפתח גישה לארנק הזה. משתמשים בו כדי להתחבר.',
  PASSKEY_USE_HINT: 'השתמשו במפתח הגישה ששמרתם לארנק הזה.',
  PASSKEY_CHECKING: 'בודק את מפתח הגישה…',
  PASSKEY_DONE: 'בוצע. אפשר לסגור את החלון הזה.',
  PASSKEY_FAILED: 'מפתח הגישה לא עבד: {message}',
  PASSKEY_NO_WALLET: 'פתחו את החלון הזה מהאפליקציה כדי להשתמש במפתח הגישה.',
  EXPORT_TITLE: 'המפתח הפרטי שלך',
  EXPORT_WARNING:
    'מי שמחזיק במפתח הזה שולט בארנק {address} ובכל מה שבו. לעולם אל תדביקו אותו באתר ואל תשתפו אותו. Foyer לעולם לא תבקש אותו.',
  EXPORT_COPY: 'העתקת המפתח',
  EXPORT_COPIED: 'הועתק',
  EXPORT_NEEDS_PASSKEY: 'קודם הוסיפו מפתח גישה לחשבון הזה, ואז ייצאו את המפתח.',
  SOCIAL_RETURN_KEY_LOST:
    'הדפדפן הזה חוסם את האחסון של אתר הארנק, ולכן ההתחברות שחזרה לדף הזה לא יכולה להסתיים. אפשרו נתוני אתר לאתר הזה והתחברו שוב.',
}

export default he
