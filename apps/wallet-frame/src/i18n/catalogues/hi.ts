import type { FrameMessages } from '../../ui/messages.js'

/** Hindi. */
const hi: FrameMessages = {
  APPROVE_TITLE: 'अनुरोध स्वीकार करें',
  APPROVE_FROM: '{origin} द्वारा अनुरोध',
  APPROVE_APP_CLAIM:
    'ऊपर वाली साइट अपने ऐप को “{name}” कहती है। सिर्फ़ साइट का पता सत्यापित है, यह नाम नहीं।',
  APPROVE_CHAIN: 'नेटवर्क: {name} (चेन आईडी {id})',
  APPROVE_BUTTON: 'स्वीकार करें',
  REJECT_BUTTON: 'अस्वीकार करें',
  GUARD_UNSUPPORTED:
    'यह ब्राउज़र पुष्टि नहीं कर सकता कि वॉलेट पूरा दिख रहा है, इसलिए स्वीकार करें बंद है। ऐसा ब्राउज़र इस्तेमाल करें जो यह कर सके (Chrome, Edge) या अस्वीकार करें।',
  GUARD_HIDDEN:
    'वॉलेट ढका हुआ, पारदर्शी या स्क्रीन से बाहर है, इसलिए उसके बटन बंद हैं। उसे दिखाने वाला पेज शायद आपको धोखा देने की कोशिश कर रहा है।',
  GUARD_WAITING: 'अनुरोध पढ़ें, फिर जारी रखने के लिए पॉइंटर को इस विंडो पर ले जाएँ।',
  SIGN_MESSAGE: 'यह संदेश साइन करें',
  SIGN_TYPED_DATA: 'संरचित डेटा साइन करें',
  SEND_TRANSACTION: 'लेन-देन भेजें',
  SEND_CALLS: 'अपने स्मार्ट अकाउंट से {count} कॉल भेजें',
  SEND_USER_OPERATION: 'यूज़र ऑपरेशन भेजें',
  SMART_ACCOUNT_FROM: 'स्मार्ट अकाउंट {address} से',
  WRONG_CHAIN: 'यह अनुरोध चेन {requested} के लिए है, लेकिन वॉलेट {name} (चेन {id}) पर है।',
  LABEL_FROM: 'से',
  LABEL_TO: 'को',
  LABEL_VALUE: 'राशि',
  CALL_HEADING: 'कॉल {index} / {count}',
  WARN_UNLIMITED_APPROVAL:
    'असीमित अनुमति: {spender} आपके खाते से यह पूरा टोकन अभी और बाद में कभी भी ले सकता है।',
  WARN_APPROVAL_FOR_ALL: 'इससे {operator} इस कलेक्शन का आपका हर आइटम अभी और बाद में कभी भी हटा सकता है।',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} कॉन्ट्रैक्ट नहीं है। अनुमतियाँ आम तौर पर किसी ऐप के कॉन्ट्रैक्ट को दी जाती हैं, निजी पते को नहीं।',
  WARN_HASH_SIGN:
    'यह संदेश ठीक 32 बाइट का है: यह लेन-देन के हैश जैसा दिखता है। इसे साइन करने से आपके खाते से भुगतान की अनुमति मिल सकती है। अस्वीकार करें, जब तक आपको ठीक से पता न हो कि यह क्यों माँगा गया है।',
  WARN_TOKEN_NO_CODE: '{address} पर कोई कॉन्ट्रैक्ट कोड नहीं है: यह टोकन कॉल कुछ नहीं करेगा, या पता गलत है।',
  WARN_VALUE_ABOVE_BALANCE: 'यह खाते में मौजूद ({balance}) से ज़्यादा {symbol} भेजता है।',
  SIMULATION_HEADING: 'इससे आपके खाते में क्या बदलेगा (सिमुलेशन)',
  SIMULATION_SEND: 'आप {amount} भेजते हैं',
  SIMULATION_RECEIVE: 'आपको {amount} मिलता है',
  SIMULATION_ALLOW: 'आप {spender} को {amount} खर्च करने देते हैं',
  SIMULATION_UNLIMITED: 'टोकन {token} पूरा (असीमित)',
  SIMULATION_ALLOW_ALL: 'आप {spender} को {token} के अपने सभी आइटम हटाने देते हैं',
  SIMULATION_NO_CHANGES: 'आपके खाते का कोई बैलेंस नहीं बदलता।',
  SIMULATION_FEE_NOTE: 'नेटवर्क शुल्क शामिल नहीं है।',
  SIMULATION_REVERTED:
    'नेटवर्क के अनुसार यह अनुरोध विफल होगा ({reason})। स्वीकार करने पर यह शायद विफल होगा और फिर भी शुल्क लगेगा।',
  SIMULATION_UNAVAILABLE:
    'नेटवर्क इस अनुरोध का सिमुलेशन नहीं कर सका ({reason}), इसलिए यह क्या बदलता है, नहीं दिखाया गया। नीचे दिए विवरण जाँचें।',
  IDLE: 'Foyer एम्बेडेड वॉलेट',
  RECOVERY_SET_TITLE: 'रिकवरी पासवर्ड सेट करें',
  RECOVERY_SET_INTRO:
    'नए डिवाइस पर वॉलेट इस्तेमाल करने के लिए आपको यह पासवर्ड चाहिए। यह कभी इस विंडो से बाहर नहीं जाता और कोई इसे आपके लिए रीसेट नहीं कर सकता: न यह ऐप, न इसका संचालक।',
  RECOVERY_ENTER_TITLE: 'अपना रिकवरी पासवर्ड डालें',
  RECOVERY_ENTER_INTRO:
    'यह डिवाइस आपके वॉलेट के लिए नया है। वॉलेट बनाते समय सेट किया गया रिकवरी पासवर्ड डालें।',
  RECOVERY_PASSWORD_LABEL: 'रिकवरी पासवर्ड',
  RECOVERY_CONFIRM_LABEL: 'रिकवरी पासवर्ड दोबारा डालें',
  RECOVERY_TOO_SHORT: 'कम से कम {min} अक्षर इस्तेमाल करें।',
  RECOVERY_MISMATCH: 'दोनों पासवर्ड एक जैसे नहीं हैं।',
  RECOVERY_WORKING: 'जाँच हो रही है…',
  RECOVERY_CONTINUE: 'जारी रखें',
  RECOVERY_CANCEL: 'रद्द करें',
  RECOVERY_CANCELLED: 'कोई रिकवरी पासवर्ड नहीं दिया गया, इसलिए इस डिवाइस पर वॉलेट तैयार नहीं है।',
  SOCIAL_DONE: 'आप यह विंडो बंद कर सकते हैं।',
  SOCIAL_FAILED: 'साइन-इन पूरा नहीं हुआ। यह विंडो बंद करें और ऐप से दोबारा शुरू करें।',
  PASSKEY_WAITING: 'वॉलेट से कनेक्ट हो रहा है…',
  PASSKEY_USE: 'अपनी पासकी से जारी रखें',
  PASSKEY_CREATE: 'पासकी बनाएँ',
  PASSKEY_CREATE_HINT: 'आपका डिवाइस इस वॉलेट के लिए एक पासकी सहेजता है। आप उससे साइन इन करते हैं।',
  PASSKEY_USE_HINT: 'इस वॉलेट के लिए सहेजी गई पासकी इस्तेमाल करें।',
  PASSKEY_CHECKING: 'आपकी पासकी जाँची जा रही है…',
  PASSKEY_DONE: 'हो गया। आप यह विंडो बंद कर सकते हैं।',
  PASSKEY_FAILED: 'पासकी काम नहीं आई: {message}',
  PASSKEY_NO_WALLET: 'अपनी पासकी इस्तेमाल करने के लिए यह विंडो ऐप से खोलें।',
  EXPORT_TITLE: 'आपकी प्राइवेट की',
  EXPORT_WARNING:
    'जिसके पास यह की है, वह वॉलेट {address} और उसमें सब कुछ नियंत्रित करता है। इसे कभी किसी वेबसाइट में पेस्ट न करें या साझा न करें। Foyer इसे कभी नहीं माँगेगा।',
  EXPORT_COPY: 'की कॉपी करें',
  EXPORT_COPIED: 'कॉपी हो गई',
  EXPORT_NEEDS_PASSKEY: 'पहले इस खाते में एक पासकी जोड़ें, फिर की एक्सपोर्ट करें।',
  SOCIAL_RETURN_KEY_LOST:
    'यह ब्राउज़र वॉलेट की साइट स्टोरेज रोकता है, इसलिए इस पेज पर लौटा साइन-इन पूरा नहीं हो सकता। इस साइट के लिए साइट डेटा की अनुमति दें और फिर से साइन इन करें।',
}

export default hi
