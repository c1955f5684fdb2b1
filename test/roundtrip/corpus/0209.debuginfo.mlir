#loc14 = loc("0209.in.mlir":26:7)
#loc15 = loc("a.mlir":8:39 to :41)
#loc26 = loc("a.mlir":4294967295:4294967295)
#loc27 = loc("0209.in.mlir":41:57)
#set = affine_set<(d0, d1, d2)[s0, s1] : (1 >= 0)>
#set1 = affine_set<(d0, d1) : (-46 >= 0, -d1 - d0 + 1 >= 0)>
"builtin.module"() ({
  %0:4 = "a.b"() : () -> (vector<7xsi32>, tuple<bf16, vector<3x6xf16>, f16>, f32, bf16) loc(#loc1)
  %1 = "foo.compute"(%0#1, %0#3, %0#3) {attr2 = 1 : i32, k$0 = 19 : index, x1 = [], z93 = sparse<[[0, 5], [3, 2], [2, 0]], [0x7FC00000, 3.14159274, -7.98427961E+13]> : tensor<4x6xf32>} : (tuple<bf16, vector<3x6xf16>, f16>, bf16, bf16) -> tuple<> loc(#loc2)
  %2:4 = "my_dialect.thing"() {_u1 = [@"0start"], attr0 = sparse<[[2, 1], [0, 0], [2, 2]], [1, -1, -1]> : tensor<3x4xi32>} : () -> (memref<24xindex, strided<[1], offset: ?>>, !foo<"abc">, f64, (i64, i24) -> ()) loc(#loc3)
  %3:2 = "d.op_1"() : () -> (tensor<i32>, complex<i128>) loc(#loc4)
  "foo.bar"() : () -> () loc(#loc5)
  "my_dialect.thing"(%3#1, %2#2, %2#2) : (complex<i128>, f64, f64) -> () loc(#loc43)
  "a.b"(%2#0) : (memref<24xindex, strided<[1], offset: ?>>) -> () loc(#loc8)
  %4 = "foo.bar"(%3#1, %3#1) : (complex<i128>, complex<i128>) -> f8E4M3 loc(#loc9)
  "foo.bar.baz"(%4) : (f8E4M3) -> () loc(#loc44)
  %5 = "foo.op"(%4) ({
    %8 = "d.op_1"(%3#0) ({
    ^bb0(%arg0: f32 loc("0209.in.mlir":26:7), %arg1: () -> (tensor<i32>, tensor<i32>) loc("a.mlir":8:39 to :41)):
      "foo.compute"(%0#2) : (f32) -> () loc(#loc16)
      "d.op_1"(%3#1, %0#2, %0#1) : (complex<i128>, f32, tuple<bf16, vector<3x6xf16>, f16>) -> () loc(#loc17)
      "foo.br"(%2#3)[^bb1, ^bb2] ({
      }) : ((i64, i24) -> ()) -> () loc(#loc18)
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %12:4 = "bar.yield"(%arg1) {b0 = 0 : ui16} : (() -> (tensor<i32>, tensor<i32>)) -> (f6E2M3FN, f32, complex<f32>, tuple<f8E3M4, i32, ui16, vector<14xsi24>>) loc(#loc19)
      %13 = "z.nop"(%12#3) ({
        %16:3 = "foo.bar.baz"(%12#1, %12#0, %12#2) <{attr1 = #x.a, d.k2, "quoted key 0" = -1 : i64}> : (f32, f6E2M3FN, complex<f32>) -> (!bar.v<<86>>, complex<si64>, vector<[7]xf64>) loc(#loc45)
        %17 = "foo.bar"(%16#0, %16#0) : (!bar.v<<86>>, !bar.v<<86>>) -> complex<i1> loc(#loc21)
        %18:3 = "x.y"(%3#0) <{b0 = loc("f":19:27 to 20:15), foo.k2, sym_name3 = -1 : i128, z91}> : (tensor<i32>) -> (tensor<29x?xi32>, (i24) -> (memref<1x3xcomplex<f8E8M0FNU>, strided<[49, 1], offset: ?>, "shared">, si32), memref<1x3xcomplex<f8E8M0FNU>, strided<[49, 1], offset: ?>, "shared">) loc(#loc22)
        %19 = "foo.op"(%2#1, %18#0) : (!foo<"abc">, tensor<29x?xi32>) -> f16 loc(#loc41)
        %20:4 = "foo.bar.baz"(%16#0) <{foo.k0 = dense<"0x9EE0AC482837E14832C0003FFE4846AF86BE003F33DB04943F3F624E0000FF66004000FC1550DF408A9C28401550B0C015507EBFCB48003F976F68D124E9D63B4E492EC0C842FF6697BE15D0803FD1BE6444513885BF007C11BF9E0E003FB240D04B2858C0F4583EFCC0E4219663565049C057490CC4A20D754960B26FD60080C03FE1B300408047F43DFFE6A339FF66353F0C4B1F1B00FCE8C280C79740A1C23F3F244420BF15D0D41C663EB54323404940E78EFF47007C00002E4015D0FF6615CBC3433C498340A20DF9BD0040A4FD86BD0B4431404C494A7E6EBF66FE1150FA409A488C2E007C7C3F592735415447F546083FC5A00541B89500004F4022AB2C490F494F970080803F0ACFCD3D0000DA431E2D967B5E42DF6C33FA007E124429C999C2706CFF66744050C448BFBDC080BF155015CFC03FEF4815D0967E8C3E5700603E7D4020BF15501E411B3F8F4888FD008000BF6844E648832B6B3F007C007ED9BF1550C3C2957100FC473E80800F4180800C4E007E003F2D499A3EFFC0004015D09743BDBC2EC01749AF2C88F81550033E003F007C00FC2837254AB846F56857C9DE4800001B5287BFF405F4CDCFC8AB3D2E402EC096FE0B48D73F965C77069848EB3F007E008000003D4ACD3D1640800080DBD95280C79AE31B4442C97971715AA44C283769DC15D049401B408047D3040D5FDFFB00000B4E807F25474D3E6AC925482E40A28D007EA340BD475D494CB8B8405B44AE40614CE40900C0CDBD6B449CC08000243B2837"> : tensor<278xbf16>}> : (!bar.v<<86>>) -> (complex<f80>, tensor<?x4x?x644xsi1024>, i8, tensor<i32>) loc(#loc24)
        "a.b"(%20#1, %20#1) <{attr0 = dense<"0x9EE0AC482837E14832C0003FFE4846AF86BE003F33DB04943F3F624E0000FF66004000FC1550DF408A9C28401550B0C015507EBFCB48003F976F68D124E9D63B4E492EC0C842FF6697BE15D0803FD1BE6444513885BF007C11BF9E0E003FB240D04B2858C0F4583EFCC0E4219663565049C057490CC4A20D754960B26FD60080C03FE1B300408047F43DFFE6A339FF66353F0C4B1F1B00FCE8C280C79740A1C23F3F244420BF15D0D41C663EB54323404940E78EFF47007C00002E4015D0FF6615CBC3433C498340A20DF9BD0040A4FD86BD0B4431404C494A7E6EBF66FE1150FA409A488C2E007C7C3F592735415447F546083FC5A00541B89500004F4022AB2C490F494F970080803F0ACFCD3D0000DA431E2D967B5E42DF6C33FA007E124429C999C2706CFF66744050C448BFBDC080BF155015CFC03FEF4815D0967E8C3E5700603E7D4020BF15501E411B3F8F4888FD008000BF6844E648832B6B3F007C007ED9BF1550C3C2957100FC473E80800F4180800C4E007E003F2D499A3EFFC0004015D09743BDBC2EC01749AF2C88F81550033E003F007C00FC2837254AB846F56857C9DE4800001B5287BFF405F4CDCFC8AB3D2E402EC096FE0B48D73F965C77069848EB3F007E008000003D4ACD3D1640800080DBD95280C79AE31B4442C97971715AA44C283769DC15D049401B408047D3040D5FDFFB00000B4E807F25474D3E6AC925482E40A28D007EA340BD475D494CB8B8405B44AE40614CE40900C0CDBD6B449CC08000243B2837"> : tensor<278xbf16>, attr2 = 1.000000e+300 : f64, attr3, "quoted key 1" = #foo.b.c}> : (tensor<?x4x?x644xsi1024>, tensor<?x4x?x644xsi1024>) -> () loc(#loc25)
      }, {
      ^bb0(%arg2: f16 loc("a.mlir":4294967295:4294967295), %arg3: f8E4M3FNUZ loc("0209.in.mlir":41:57)):
        "foo.compute"(%arg3) : (f8E4M3FNUZ) -> () loc(#loc28)
        "x.y"() {_u2 = #my.b.c, _u3 = -4 : i3, a0, d.k1 = "*\\0_\CE\A9'!\09 @\CE\A9\00"} : () -> () loc(#loc42)
      }) : (tuple<f8E3M4, i32, ui16, vector<14xsi24>>) -> tensor<?x!x.a.b> loc(#loc20)
      %14 = "x.y"(%12#1, %12#2) <{}> {a3 = 9.99999974E-6 : f32, attr1, "quoted key 0", value2 = "\0A<\00<"} : (f32, complex<f32>) -> index loc(#loc30)
      "a.jump"()[^bb2, ^bb1] <{}> {sym_name0 = #set} : () -> () loc(#loc31)
    ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
      "x.switch"(%0#1, %arg1, %arg1)[^bb3, ^bb2] {a3 = 8.000000e+00 : f8E5M2FNUZ, foo.k1 = "\09@{/\\" : f8E4M3FN, sym_name2 = #set1, value0 = dense_resource<weights0> : tensor<4xf32>} : (tuple<bf16, vector<3x6xf16>, f16>, () -> (tensor<i32>, tensor<i32>), () -> (tensor<i32>, tensor<i32>)) -> () loc(#loc32)
    ^bb3:  // pred: ^bb2
      %15 = "foo.bar"() : () -> tensor<54xf16> loc(#loc3)
    }, {
    }) {attr1 = "'<\09' a\CE\A9!\C3\A9\00\00/", sym_name2 = sparse<> : tensor<3xi8>, value0 = 2.71828175 : f32} : (tensor<i32>) -> i1 loc(#loc13)
    %9 = "foo.bar.baz"(%3#0, %3#0) : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc33)
    %10 = "a.b"(%2#2, %0#3) <{}> : (f64, bf16) -> bf16 loc(#loc34)
    %11 = "z.nop"(%8, %9, %2#0) {k$1 = "\22", value0 = {x0 = true}} : (i1, tensor<i32>, memref<24xindex, strided<[1], offset: ?>>) -> f16 loc(#loc35)
    "foo.bar.baz"(%0#3, %2#0) : (bf16, memref<24xindex, strided<[1], offset: ?>>) -> () loc(#loc36)
  }) : (f8E4M3) -> index loc(#loc12)
  %6 = "my_dialect.thing"(%0#1, %3#1) {k$1 = "@\CE\A9" : i3, x0} : (tuple<bf16, vector<3x6xf16>, f16>, complex<i128>) -> index loc(#loc11)
  %7 = "foo.bar"(%0#0, %0#0) : (vector<7xsi32>, vector<7xsi32>) -> tensor<52xtf32> loc(#loc37)
}) : () -> () loc(#loc)
#loc = loc("0209.in.mlir":0:0)
#loc1 = loc("0209.in.mlir":15:12)
#loc2 = loc("0209.in.mlir":16:6)
#loc3 = loc(unknown)
#loc4 = loc("0209.in.mlir":18:8)
#loc5 = loc("0209.in.mlir":19:1)
#loc6 = loc("src/x.py":4294967295:0)
#loc7 = loc("name")
#loc8 = loc("0209.in.mlir":21:1)
#loc9 = loc("0209.in.mlir":22:6)
#loc10 = loc("dir/with space.c":456:240)
#loc11 = loc("f":39:30 to :31)
#loc12 = loc("0209.in.mlir":24:6)
#loc13 = loc("f":6:70 to :78)
#loc16 = loc("0209.in.mlir":27:3)
#loc17 = loc("0209.in.mlir":28:3)
#loc18 = loc("0209.in.mlir":29:3)
#loc19 = loc("0209.in.mlir":32:20)
#loc20 = loc("0209.in.mlir":33:10)
#loc21 = loc("0209.in.mlir":35:11)
#loc22 = loc("0209.in.mlir":36:18)
#loc23 = loc("dir/with space.c":149:256)
#loc24 = loc("0209.in.mlir":38:18)
#loc25 = loc("0209.in.mlir":39:4)
#loc28 = loc("0209.in.mlir":42:4)
#loc29 = loc("src/x.py":353:285)
#loc30 = loc("0209.in.mlir":45:10)
#loc31 = loc("0209.in.mlir":46:3)
#loc32 = loc("src/x.py":425:389)
#loc33 = loc("0209.in.mlir":53:9)
#loc34 = loc("dir/with space.c":254:421)
#loc35 = loc("0209.in.mlir":55:9)
#loc36 = loc("dir/with space.c":41:48 to 43:30)
#loc37 = loc("0209.in.mlir":60:7)
#loc38 = loc(callsite(#loc7 at #loc3))
#loc39 = loc("v"(#loc10))
#loc40 = loc(fused<2 : i32>[#loc3])
#loc41 = loc(callsite(#loc3 at #loc23))
#loc42 = loc(callsite(#loc11 at #loc29))
#loc43 = loc(callsite(#loc6 at #loc38))
#loc44 = loc(fused<#foo.m>[#loc39, #loc11])
#loc45 = loc("v"(#loc40))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000A91D33CDA46E4DB6155D81C6051701FB"
    }
  }
#-}

