// The auth feature's public entry: what other features use of it (tests/architecture/boundaries.test.ts).
export { LoginForm } from './components/LoginForm';
export { MobileFields } from './components/MobileFields';
export { SmsCodeButton } from './components/SmsCodeButton';
export { useLogout } from './use-logout';
