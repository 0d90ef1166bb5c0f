import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ADMIN_PASSWORD_MAX_LENGTH, type AdminSignIn } from '../../contracts/admin.contract';

export class SignInBody implements AdminSignIn {
  @IsString({ message: 'password must be text' })
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(ADMIN_PASSWORD_MAX_LENGTH, { message: `password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters` })
  password!: string;
}
