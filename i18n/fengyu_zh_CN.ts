<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>MainWindow</name>
    <message>
        <source>Fengyu</source>
        <translation>风雨牌桌</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Fengyu</source>
        <translation>关于风雨牌桌(&amp;A)</translation>
    </message>
    <message>
        <source>Wind and rain at one table: Sichuan mahjong, Paofeng mahjong and Guafeng.</source>
        <translation>一张牌桌，刮风下雨：四川麻将、跑风麻将与刮风。</translation>
    </message>
    <message>
        <source>About Fengyu</source>
        <translation>关于风雨牌桌</translation>
    </message>
    <message>
        <source>Fengyu {version}: three games of wind and rain, against AI opponents or friends.</source>
        <translation>风雨牌桌 {version}：三种刮风下雨的牌戏，与电脑对手或朋友同桌。</translation>
    </message>
</context>
</TS>
