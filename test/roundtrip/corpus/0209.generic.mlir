#set = affine_set<(d0, d1, d2)[s0, s1] : (1 >= 0)>
#set1 = affine_set<(d0, d1) : (-46 >= 0, -d1 - d0 + 1 >= 0)>
"builtin.module"() ({
  %0:4 = "a.b"() : () -> (vector<7xsi32>, tuple<bf16, vector<3x6xf16>, f16>, f32, bf16)
  %1 = "foo.compute"(%0#1, %0#3, %0#3) {attr2 = 1 : i32, k$0 = 19 : index, x1 = [], z93 = sparse<[[0, 5], [3, 2], [2, 0]], [0x7FC00000, 3.14159274, -7.98427961E+13]> : tensor<4x6xf32>} : (tuple<bf16, vector<3x6xf16>, f16>, bf16, bf16) -> tuple<>
  %2:4 = "my_dialect.thing"() {_u1 = [@"0start"], attr0 = sparse<[[2, 1], [0, 0], [2, 2]], [1, -1, -1]> : tensor<3x4xi32>} : () -> (memref<24xindex, strided<[1], offset: ?>>, !foo<"abc">, f64, (i64, i24) -> ())
  %3:2 = "d.op_1"() : () -> (tensor<i32>, complex<i128>)
  "foo.bar"() : () -> ()
  "my_dialect.thing"(%3#1, %2#2, %2#2) : (complex<i128>, f64, f64) -> ()
  "a.b"(%2#0) : (memref<24xindex, strided<[1], offset: ?>>) -> ()
  %4 = "foo.bar"(%3#1, %3#1) : (complex<i128>, complex<i128>) -> f8E4M3
  "foo.bar.baz"(%4) : (f8E4M3) -> ()
  %5 = "foo.op"(%4) ({
    %8 = "d.op_1"(%3#0) ({
    ^bb0(%arg0: f32, %arg1: () -> (tensor<i32>, tensor<i32>)):
      "foo.compute"(%0#2) : (f32) -> ()
      "d.op_1"(%3#1, %0#2, %0#1) : (complex<i128>, f32, tuple<bf16, vector<3x6xf16>, f16>) -> ()
      "foo.br"(%2#3)[^bb1, ^bb2] ({
      }) : ((i64, i24) -> ()) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %12:4 = "bar.yield"(%arg1) {b0 = 0 : ui16} : (() -> (tensor<i32>, tensor<i32>)) -> (f6E2M3FN, f32, complex<f32>, tuple<f8E3M4, i32, ui16, vector<14xsi24>>)
      %13 = "z.nop"(%12#3) ({
        %16:3 = "foo.bar.baz"(%12#1, %12#0, %12#2) <{attr1 = #x.a, d.k2, "quoted key 0" = -1 : i64}> : (f32, f6E2M3FN, complex<f32>) -> (!bar.v<<86>>, complex<si64>, vector<[7]xf64>)
        %17 = "foo.bar"(%16#0, %16#0) : (!bar.v<<86>>, !bar.v<<86>>) -> complex<i1>
        %18:3 = "x.y"(%3#0) <{b0 = loc("f":19:27 to 20:15), foo.k2, sym_name3 = -1 : i128, z91}> : (tensor<i32>) -> (tensor<29x?xi32>, (i24) -> (memref<1x3xcomplex<f8E8M0FNU>, strided<[49, 1], offset: ?>, "shared">, si32), memref<1x3xcomplex<f8E8M0FNU>, strided<[49, 1], offset: ?>, "shared">)
        %19 = "foo.op"(%2#1, %18#0) : (!foo<"abc">, tensor<29x?xi32>) -> f16
        %20:4 = "foo.bar.baz"(%16#0) <{foo.k0 = dense<"0x9EE0AC482837E14832C0003FFE4846AF86BE003F33DB04943F3F624E0000FF66004000FC1550DF408A9C28401550B0C015507EBFCB48003F976F68D124E9D63B4E492EC0C842FF6697BE15D0803FD1BE6444513885BF007C11BF9E0E003FB240D04B2858C0F4583EFCC0E4219663565049C057490CC4A20D754960B26FD60080C03FE1B300408047F43DFFE6A339FF66353F0C4B1F1B00FCE8C280C79740A1C23F3F244420BF15D0D41C663EB54323404940E78EFF47007C00002E4015D0FF6615CBC3433C498340A20DF9BD0040A4FD86BD0B4431404C494A7E6EBF66FE1150FA409A488C2E007C7C3F592735415447F546083FC5A00541B89500004F4022AB2C490F494F970080803F0ACFCD3D0000DA431E2D967B5E42DF6C33FA007E124429C999C2706CFF66744050C448BFBDC080BF155015CFC03FEF4815D0967E8C3E5700603E7D4020BF15501E411B3F8F4888FD008000BF6844E648832B6B3F007C007ED9BF1550C3C2957100FC473E80800F4180800C4E007E003F2D499A3EFFC0004015D09743BDBC2EC01749AF2C88F81550033E003F007C00FC2837254AB846F56857C9DE4800001B5287BFF405F4CDCFC8AB3D2E402EC096FE0B48D73F965C77069848EB3F007E008000003D4ACD3D1640800080DBD95280C79AE31B4442C97971715AA44C283769DC15D049401B408047D3040D5FDFFB00000B4E807F25474D3E6AC925482E40A28D007EA340BD475D494CB8B8405B44AE40614CE40900C0CDBD6B449CC08000243B2837"> : tensor<278xbf16>}> : (!bar.v<<86>>) -> (complex<f80>, tensor<?x4x?x644xsi1024>, i8, tensor<i32>)
        "a.b"(%20#1, %20#1) <{attr0 = dense<"0x9EE0AC482837E14832C0003FFE4846AF86BE003F33DB04943F3F624E0000FF66004000FC1550DF408A9C28401550B0C015507EBFCB48003F976F68D124E9D63B4E492EC0C842FF6697BE15D0803FD1BE6444513885BF007C11BF9E0E003FB240D04B2858C0F4583EFCC0E4219663565049C057490CC4A20D754960B26FD60080C03FE1B300408047F43DFFE6A339FF66353F0C4B1F1B00FCE8C280C79740A1C23F3F244420BF15D0D41C663EB54323404940E78EFF47007C00002E4015D0FF6615CBC3433C498340A20DF9BD0040A4FD86BD0B4431404C494A7E6EBF66FE1150FA409A488C2E007C7C3F592735415447F546083FC5A00541B89500004F4022AB2C490F494F970080803F0ACFCD3D0000DA431E2D967B5E42DF6C33FA007E124429C999C2706CFF66744050C448BFBDC080BF155015CFC03FEF4815D0967E8C3E5700603E7D4020BF15501E411B3F8F4888FD008000BF6844E648832B6B3F007C007ED9BF1550C3C2957100FC473E80800F4180800C4E007E003F2D499A3EFFC0004015D09743BDBC2EC01749AF2C88F81550033E003F007C00FC2837254AB846F56857C9DE4800001B5287BFF405F4CDCFC8AB3D2E402EC096FE0B48D73F965C77069848EB3F007E008000003D4ACD3D1640800080DBD95280C79AE31B4442C97971715AA44C283769DC15D049401B408047D3040D5FDFFB00000B4E807F25474D3E6AC925482E40A28D007EA340BD475D494CB8B8405B44AE40614CE40900C0CDBD6B449CC08000243B2837"> : tensor<278xbf16>, attr2 = 1.000000e+300 : f64, attr3, "quoted key 1" = #foo.b.c}> : (tensor<?x4x?x644xsi1024>, tensor<?x4x?x644xsi1024>) -> ()
      }, {
      ^bb0(%arg2: f16, %arg3: f8E4M3FNUZ):
        "foo.compute"(%arg3) : (f8E4M3FNUZ) -> ()
        "x.y"() {_u2 = #my.b.c, _u3 = -4 : i3, a0, d.k1 = "*\\0_\CE\A9'!\09 @\CE\A9\00"} : () -> ()
      }) : (tuple<f8E3M4, i32, ui16, vector<14xsi24>>) -> tensor<?x!x.a.b>
      %14 = "x.y"(%12#1, %12#2) <{}> {a3 = 9.99999974E-6 : f32, attr1, "quoted key 0", value2 = "\0A<\00<"} : (f32, complex<f32>) -> index
      "a.jump"()[^bb2, ^bb1] <{}> {sym_name0 = #set} : () -> ()
    ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
      "x.switch"(%0#1, %arg1, %arg1)[^bb3, ^bb2] {a3 = 8.000000e+00 : f8E5M2FNUZ, foo.k1 = "\09@{/\\" : f8E4M3FN, sym_name2 = #set1, value0 = dense_resource<weights0> : tensor<4xf32>} : (tuple<bf16, vector<3x6xf16>, f16>, () -> (tensor<i32>, tensor<i32>), () -> (tensor<i32>, tensor<i32>)) -> ()
    ^bb3:  // pred: ^bb2
      %15 = "foo.bar"() : () -> tensor<54xf16>
    }, {
    }) {attr1 = "'<\09' a\CE\A9!\C3\A9\00\00/", sym_name2 = sparse<> : tensor<3xi8>, value0 = 2.71828175 : f32} : (tensor<i32>) -> i1
    %9 = "foo.bar.baz"(%3#0, %3#0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %10 = "a.b"(%2#2, %0#3) <{}> : (f64, bf16) -> bf16
    %11 = "z.nop"(%8, %9, %2#0) {k$1 = "\22", value0 = {x0 = true}} : (i1, tensor<i32>, memref<24xindex, strided<[1], offset: ?>>) -> f16
    "foo.bar.baz"(%0#3, %2#0) : (bf16, memref<24xindex, strided<[1], offset: ?>>) -> ()
  }) : (f8E4M3) -> index
  %6 = "my_dialect.thing"(%0#1, %3#1) {k$1 = "@\CE\A9" : i3, x0} : (tuple<bf16, vector<3x6xf16>, f16>, complex<i128>) -> index
  %7 = "foo.bar"(%0#0, %0#0) : (vector<7xsi32>, vector<7xsi32>) -> tensor<52xtf32>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000A91D33CDA46E4DB6155D81C6051701FB"
    }
  }
#-}

