import { Global, Module } from '@nestjs/common';
import { ErrorAnswers } from './error-answers';

@Global()
@Module({ providers: [ErrorAnswers], exports: [ErrorAnswers] })
export class ErrorsModule {}
