import {
  BadRequestException,
  Injectable,
  NotFoundException,
  RequestMethod,
  type OnApplicationBootstrap,
  type ParamData,
} from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, MODULE_PATH, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import {
  ApplicationConfig,
  DiscoveryService,
  ExternalContextCreator,
  MetadataScanner,
  ModulesContainer,
  type ParamsFactory,
} from '@nestjs/core';
import { RoutePathFactory } from '@nestjs/core/router/route-path-factory';
import { RouteParamsFactory } from '@nestjs/core/router/route-params-factory';
import { parse as parseQuery } from 'node:querystring';
import { match, type MatchFunction } from 'path-to-regexp';
import { API_PATH } from '../common/http/routed-path';

/** What a handler is given for its request: an API address's parameters and query, and nothing of HTTP. */
interface ReadRequest {
  method: 'GET';
  url: string;
  params: Partial<Record<string, string | string[]>>;
  query: ReturnType<typeof parseQuery>;
  headers: Record<string, string>;
}

/**
 * A handler that takes the response (`@Res({ passthrough: true })`) to set a header: the headers are the
 * HTTP answer's, and a read takes the value alone.
 */
const HEADERS_UNSENT = {
  set: () => HEADERS_UNSENT,
  setHeader: () => HEADERS_UNSENT,
  status: () => HEADERS_UNSENT,
};

/** Nest's own reading of `@Param()`, `@Query()`, `@Res()`... from a request, for the handler's arguments as they are called here. */
const ROUTE_PARAMS = new RouteParamsFactory();
const READ_PARAMS: ParamsFactory = {
  exchangeKeyForValue: (type: number, data: ParamData, [req, res]: [ReadRequest, typeof HEADERS_UNSENT]) =>
    ROUTE_PARAMS.exchangeKeyForValue<ReadRequest, typeof HEADERS_UNSENT, unknown>(type, data as string, {
      req,
      res,
      next: () => undefined,
    }),
};

/** A parameter's value decoded as Express's router decodes it: 400 for an encoding that is not one. */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new BadRequestException(`Failed to decode param '${value}'`);
  }
}

interface ApiRoute {
  matches: MatchFunction<Partial<Record<string, string | string[]>>>;
  answer: (request: ReadRequest, response: typeof HEADERS_UNSENT) => Promise<unknown>;
}

/**
 * The API's GET routes answered inside the process, for the server's render: an address is matched as
 * Express matches it (the controllers' own paths, in Nest's order of registration, without regard to
 * case) and its handler called through Nest with its parameters' DTOs and the app's pipes. Guards,
 * interceptors and filters are the HTTP answer's (rate limits, kept answers, headers, the JSON error)
 * and are left out; the handler's value is given as it returns it, with no JSON in between.
 */
@Injectable()
export class ApiReads implements OnApplicationBootstrap {
  private routes: ApiRoute[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly modules: ModulesContainer,
    private readonly contexts: ExternalContextCreator,
  ) {}

  onApplicationBootstrap(): void {
    // The app sets no global prefix (the API's path is its modules' `RouterModule` path).
    const paths = new RoutePathFactory(new ApplicationConfig());
    this.routes = this.discovery.getControllers().flatMap((wrapper) => {
      const { metatype, host } = wrapper;
      const controller = wrapper.instance as Record<string, (...args: unknown[]) => unknown> | undefined;
      if (!controller || !metatype || !host) return [];
      const modulePath =
        (Reflect.getMetadata(MODULE_PATH + this.modules.applicationId, host.metatype) as string | undefined) ??
        (Reflect.getMetadata(MODULE_PATH, host.metatype) as string | undefined);
      const ctrlPath = Reflect.getMetadata(PATH_METADATA, metatype) as string | string[] | undefined;
      return this.scanner.getAllMethodNames(Object.getPrototypeOf(controller) as object).flatMap((method) => {
        const callback = controller[method]!;
        if (Reflect.getMetadata(METHOD_METADATA, callback) !== RequestMethod.GET) return [];
        // What a guard keeps (an administrator's or owner's answers) is never a page's to read.
        if (Reflect.getMetadata(GUARDS_METADATA, metatype) || Reflect.getMetadata(GUARDS_METADATA, callback)) return [];
        const methodPath = Reflect.getMetadata(PATH_METADATA, callback) as string | string[];
        // The API's routes alone: the pages' catch-all would take any address.
        const routePaths = [ctrlPath ?? '']
          .flat()
          .flatMap((ctrl) =>
            [methodPath].flat().flatMap((path) => paths.create({ modulePath, ctrlPath: ctrl, methodPath: path }, RequestMethod.GET)),
          )
          .filter((path) => path.startsWith(`${API_PATH}/`));
        if (routePaths.length === 0) return [];
        const answer = this.contexts.create(controller, callback, method, ROUTE_ARGS_METADATA, READ_PARAMS, undefined, undefined, {
          guards: false,
          interceptors: false,
          filters: false,
        });
        return routePaths.map((path) => ({
          matches: match<Partial<Record<string, string | string[]>>>(path, { decode: decodeParam, sensitive: false }),
          answer,
        }));
      });
    });
  }

  /** What the API's GET `address` answers, as its handler returns it; fails as the handler fails (a 404 where no route is). */
  async get<T>(address: string): Promise<T> {
    // Split as Express splits a request's address: the path as it is (no `..` resolved), then the query.
    const queryStart = address.indexOf('?');
    const path = queryStart === -1 ? address : address.slice(0, queryStart);
    const query = parseQuery(queryStart === -1 ? '' : address.slice(queryStart + 1));
    for (const route of this.routes) {
      const found = route.matches(path);
      if (!found) continue;
      const request: ReadRequest = { method: 'GET', url: address, params: found.params, query, headers: {} };
      return (await route.answer(request, HEADERS_UNSENT)) as T;
    }
    throw new NotFoundException(`Cannot GET ${address}`);
  }
}
