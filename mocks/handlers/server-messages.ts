/**
 * The account messages of the real server, word for word, for the answers the mocks give. They
 * belong to the server's catalogue (locales/ru/auth.json "server"); these copies follow it.
 */
export const SERVER_MESSAGES = {
  wrongCredentials: 'Неверный email или пароль',
  notActivated: 'Профиль ещё не подтверждён. Зарегистрируйтесь ещё раз с этим адресом, и мы пришлём новый код.',
  wrongCode: 'Неверный код или срок его действия истёк',
  wrongRestoreToken: 'Код восстановления неверен или устарел. Запросите восстановление пароля ещё раз.',
  wrongOldPassword: 'Текущий пароль введён неверно',
  notImage: 'Загрузите изображение в формате JPEG, PNG или WebP',
  fileTooLarge: 'Файл слишком большой: загрузите изображение не больше 5 МБ',
  passwordsDiffer: 'Пароли не совпадают',
};
