import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

import { AuthMessages, type ShopperLanguage } from '@kilau/domain';

import { FailureMessage } from '../platform/http/failure-message.js';
import { RequestLanguage } from '../platform/http/shopper-language.js';
import { type AuthenticatedUser, CurrentUser } from './auth/authenticated-user.js';
import { RequireLogin } from './auth/login.guard.js';
import { AnswersWithLogin, EndsLogin, RefreshTokenCookie } from './auth/refresh-cookie.js';
import { LogInWithCode } from './commands/log-in-with-code/command.js';
import { LogInWithLink } from './commands/log-in-with-link/command.js';
import { LogOut } from './commands/log-out/command.js';
import { RefreshSession } from './commands/refresh-session/command.js';
import { RequestLoginCode } from './commands/request-login-code/command.js';
import { RefreshTokenDto, RequestCodeDto, SignInLinkDto, VerifyCodeDto } from './dto/auth.dto.js';
import { GetProfile } from './queries/get-profile.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('request-otp')
  @HttpCode(200)
  @FailureMessage(AuthMessages.requestFailed)
  @ApiOperation({
    summary: 'Mail a four-digit login code and a one-time sign-in link (the same answer for any address)',
  })
  requestCode(
    @Body() dto: RequestCodeDto,
    @Ip() client: string,
    @RequestLanguage() language: ShopperLanguage | undefined,
  ) {
    return this.commands.execute(new RequestLoginCode(dto.email, client, dto.next, language));
  }

  @Post('verify-otp')
  @HttpCode(200)
  @FailureMessage(AuthMessages.verifyFailed)
  @AnswersWithLogin()
  @ApiOperation({ summary: 'Trade the mailed code for {access, refresh, user} (in cookie mode {access, user})' })
  verifyCode(@Body() dto: VerifyCodeDto, @Ip() client: string) {
    return this.commands.execute(new LogInWithCode(dto.email, dto.code, client));
  }

  @Post('verify-link')
  @HttpCode(200)
  @FailureMessage(AuthMessages.linkFailed)
  @AnswersWithLogin()
  @ApiOperation({
    summary:
      "Trade a login mail's sign-in link for {access, refresh, user} (in cookie mode {access, user}), even while codes are paused",
  })
  verifyLink(@Body() dto: SignInLinkDto, @Ip() client: string) {
    return this.commands.execute(new LogInWithLink(dto.token, client));
  }

  @Get('me')
  @RequireLogin()
  @ApiOperation({ summary: 'The caller: {id, email, is_staff}' })
  me(@CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new GetProfile(user.id));
  }

  @Post('refresh')
  @HttpCode(200)
  @AnswersWithLogin()
  @ApiOperation({
    summary:
      "Rotate the refresh token (the body's, else the cookie's): a new {access, refresh, user}; the old one stops working",
  })
  refresh(@Body() dto: RefreshTokenDto, @RefreshTokenCookie() cookie?: string) {
    return this.commands.execute(new RefreshSession(dto.refresh ?? cookie));
  }

  @Post('logout')
  @HttpCode(200)
  @EndsLogin()
  @ApiOperation({ summary: "Revoke the refresh token (the body's, else the cookie's) and its rotations" })
  logout(@Body() dto: RefreshTokenDto, @RefreshTokenCookie() cookie?: string) {
    return this.commands.execute(new LogOut(dto.refresh ?? cookie));
  }
}
