import { Body, Controller, Get, HttpCode, Ip, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import { NewsletterMessages } from '@kilau/domain';

import { type AuthenticatedUser, CurrentUser } from '../identity/auth/authenticated-user.js';
import { RequireLogin } from '../identity/auth/login.guard.js';
import { EmailDto } from '../identity/dto/auth.dto.js';
import { ConfirmSubscription, Unsubscribe } from './commands/confirm/command.js';
import { SubscribeToNewsletter } from './commands/subscribe/command.js';
import { ListSubscriptions } from './queries/list-subscriptions.js';

class SubscriptionFilterDto {
  @ApiPropertyOptional({ description: 'Only this address (for a customer: only if it is theirs)' })
  @IsOptional()
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsString({ message: 'email must be text' })
  email?: string;

  @ApiPropertyOptional({ enum: ['confirmed', 'pending'], description: 'Staff: only subscriptions in this state' })
  @IsOptional()
  @IsIn(['confirmed', 'pending'], { message: 'status must be confirmed or pending' })
  status?: 'confirmed' | 'pending';
}

/** A newsletter mail's link token (newsletter-links.ts), as the storefront's link pages send it. */
class LinkTokenDto {
  @ApiProperty({ description: "The token from the mail's link" })
  @Matches(/^[\w.-]{1,200}$/, { message: NewsletterMessages.linkInvalid })
  @IsString({ message: NewsletterMessages.linkInvalid })
  token!: string;
}

@ApiTags('newsletter')
@Controller('newsletters')
export class NewsletterController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(202)
  @RequireLogin()
  @ApiOperation({
    summary:
      'Ask for the newsletter at an address: one answer whatever its state (202); a new or unconfirmed address gets a confirmation mail',
  })
  subscribe(@Body() dto: EmailDto, @CurrentUser() user: AuthenticatedUser, @Ip() client: string) {
    return this.commands.execute(new SubscribeToNewsletter(dto.email, user.id, client));
  }

  @Get()
  @RequireLogin()
  @ApiOperation({
    summary: "Subscriptions: all of them with their state for staff, the caller's own confirmed ones for a customer",
  })
  list(@Query() dto: SubscriptionFilterDto, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.execute(new ListSubscriptions(user, dto.email, dto.status));
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: "The confirmation mail's link: the address becomes subscribed (once, before it expires)" })
  confirm(@Body() dto: LinkTokenDto) {
    return this.commands.execute(new ConfirmSubscription(dto.token));
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({ summary: "A newsletter mail's unsubscribe link: the subscription ends" })
  unsubscribe(@Body() dto: LinkTokenDto) {
    return this.commands.execute(new Unsubscribe(dto.token));
  }
}
