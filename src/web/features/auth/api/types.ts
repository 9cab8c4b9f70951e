/** The identity API's types: the contracts' (src/core/api/identity*.ts, import type only). */
export type {
  ChallengeCodeSent,
  CodeSent,
  DeviceChallenge,
  LoginAnswer,
  MemberInfo,
} from '@/core/api/identity';
export type { RegisterAnswer, TotpEnrolment } from '@/core/api/identity-member';
