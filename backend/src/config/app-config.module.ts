import { Global, Module } from '@nestjs/common';
import { AppConfig, loadAppConfig } from './app-config';

/** Provides the one AppConfig. Tests and the CLI pass their own with `AppConfigModule.forConfig`. */
@Global()
@Module({})
export class AppConfigModule {
  static forConfig(config: AppConfig = loadAppConfig()) {
    return {
      module: AppConfigModule,
      providers: [{ provide: AppConfig, useValue: config }],
      exports: [AppConfig],
    };
  }
}
