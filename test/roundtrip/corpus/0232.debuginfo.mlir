#distinct = distinct[0]<"\0A\C3\A9">
#loc10 = loc("0232.in.mlir":12:6)
#loc15 = loc("dir/with space.c":151:304)
#loc25 = loc("op.1")
#loc27 = loc("0232.in.mlir":35:9)
#loc29 = loc("-":196:35)
#loc30 = loc("0232.in.mlir":37:55)
#loc41 = loc("dir/with space.c":4294967295:380)
#loc42 = loc("dir/with space.c":8:9 to :36)
#loc43 = loc("":13:37 to 15:70)
#loc44 = loc("dir/with space.c":15:0)
#loc45 = loc("0232.in.mlir":53:112)
#loc50 = loc("0232.in.mlir":61:7)
#loc55 = loc("0232.in.mlir":71:7)
#map = affine_map<(d0, d1) -> (d0 * 9 + d0 floordiv 9, d1 ceildiv 7)>
#map1 = affine_map<(d0, d1) -> (3, -(d1 floordiv 5))>
#set = affine_set<(d0, d1, d2)[s0] : ((d1 - d0) floordiv 7 == 0)>
#loc62 = loc(fused[#loc25, #loc29])
#loc65 = loc(fused[#loc42, #loc43, #loc44])
"builtin.module"() ({
  "foo.bar"() : () -> () loc(#loc1)
  %0 = "foo.op"() <{"quoted key 0" = 0x7FF8000000000001 : f64}> ({
    %30 = "x.y"() {"quoted key 0"} : () -> complex<ui24> loc(#loc3)
    %31:2 = "foo.bar"(%30, %30) : (complex<ui24>, complex<ui24>) -> (i16, tensor<22x1xcomplex<f4E2M1FN>>) loc(#loc4)
    "my_dialect.thing"(%31#1) {x0 = "'\09{_\00.\0A"} : (tensor<22x1xcomplex<f4E2M1FN>>) -> () loc(#loc5)
    %32 = "foo.op"(%31#1, %31#1, %31#1) {d.k2 = array<i32: -17, -2147483648, -29368>, k$0, z91 = 6 : ui7} : (tensor<22x1xcomplex<f4E2M1FN>>, tensor<22x1xcomplex<f4E2M1FN>>, tensor<22x1xcomplex<f4E2M1FN>>) -> complex<f16> loc(#loc6)
    %33 = "d.op_1"() <{"quoted key 0" = "\00!.\\*\E6\97\A5\E6\9C\AC" : i8, x1 = [dense_resource<blob0> : tensor<6xf32>, "", 191920270 : i32]}> : () -> none loc(#loc7)
  }) : () -> f64 loc(#loc2)
  %1 = "my_dialect.thing"(%0) : (f64) -> si7 loc(#loc8)
  "foo.bar.baz"(%0, %0, %1) ({
  ^bb0(%arg0: f32 loc("0232.in.mlir":12:6)):
    %2 = "foo.bar"(%0, %1, %0) <{b1, sym_name0}> : (f64, si7, f64) -> none loc(#loc11)
    %3 = "foo.op"(%1, %arg0, %0) ({
      %26 = "foo.op"(%2) {k$0 = ["X", 59 : i32, -8.91548107E-32 : f32], sym_name1, z92 = "\7F"} : (none) -> complex<f8E3M4> loc(#loc13)
      %27 = "z.nop"(%26, %arg0) ({
      ^bb0(%arg4: complex<si64> loc("dir/with space.c":151:304)):
      }) : (complex<f8E3M4>, f32) -> f16 loc(#loc14)
      %28 = "foo.op"() : () -> i32 loc(#loc16)
      %29 = "d.op_1"(%28, %arg0) {_u2, b1 = "b'Qb\22", sym_name0 = 29 : i64} : (i32, f32) -> index loc(#loc17)
    }, {
      %7 = "bar.yield"(%0, %arg0, %arg0) ({
      }, {
        %25 = "foo.compute"(%0) : (f64) -> i24 loc(#loc1)
      }) {attr0 = #bar<"x<1>">, attr1 = #map, attr2 = "\0A%\0A0b", x3 = @s$::@c::@f_1} : (f64, f32, f32) -> vector<[3]xi64> loc(#loc59)
      "cfx.cond_br"(%7, %7)[^bb1, ^bb3] <{attr2 = -2.066800e+07 : f32, k$1, my.k0 = dense<[[5.327000e+06, -7.511420e-13, 9.420000e+01], [-1.000000e+300, -3.14159265358979, -4.1281516161602395E+248]]> : tensor<2x3xf64>}> : (vector<[3]xi64>, vector<[3]xi64>) -> () loc(#loc20)
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %8 = "foo.bar"(%2, %1, %1) : (none, si7, si7) -> tensor<f8E4M3> loc(#loc21)
      %9 = "z.nop"() ({
        %17 = "a.b"() <{k$0, "quoted key 1"}> {b0 = [distinct[1]<>, -65536 : i17, "\09%b!\09\00\00-z"]} : () -> tensor<525x3xcomplex<f64>> loc(#loc66)
        "x.switch"()[^bb1, ^bb1] : () -> () loc(#loc26)
      ^bb1(%18: f32 loc("0232.in.mlir":35:9)):  // 2 preds: ^bb0, ^bb0
        "foo.br"()[^bb2] {sym_name0 = dense<[-4.500000e+00, -6.000000e+00]> : tensor<2xf8E3M4>} : () -> () loc(#loc28)
      ^bb2(%19: i1024 loc(fused[#loc25, #loc29]), %20: i128 loc("0232.in.mlir":37:55)):  // pred: ^bb1
        "a.jump"(%19)[^bb3] : (i1024) -> () loc(#loc31)
      ^bb3:  // pred: ^bb2
        "foo.compute"(%arg0, %1) : (f32, si7) -> () loc(#loc67)
        %21 = "x.y"(%2, %2) : (none, none) -> complex<f6E3M2FN> loc(#loc36)
        %22:3 = "foo.op"(%17, %8, %21) : (tensor<525x3xcomplex<f64>>, tensor<f8E4M3>, complex<f6E3M2FN>) -> (memref<*xcomplex<bf16>, {kind = "scratch"}>, memref<*xf8E4M3FNUZ>, complex<f16>) loc(#loc37)
        %23 = "d.op_1"() <{_u0 = 1 : i3}> : () -> complex<i1024> loc(#loc38)
        %24 = "foo.bar"(%23, %22#2) <{z90 = memref<1xi1024, 2>}> : (complex<i1024>, complex<f16>) -> f8E3M4 loc(#loc39)
      }, {
        %14 = "x.y"() {b3, "quoted key 2" = #set, sym_name1 = "_/0\00}-\\\22\C3\A9}\22X", value0 = true} : () -> i64 loc(#loc40)
        %15:3 = "x.y"(%7, %8, %7) {_u1, sym_name2 = 6.0221407599999999E+23 : f64, z90 = {_u0 = #map1}} : (vector<[3]xi64>, tensor<f8E4M3>, vector<[3]xi64>) -> (complex<f128>, si32, complex<f6E3M2FN>) loc(#loc25)
        %16:3 = "foo.op"(%15#0, %0, %0) <{a3, b0, my.k2 = false, "quoted key 1"}> : (complex<f128>, f64, f64) -> (i32, index, f6E3M2FN) loc(#loc1)
        "my_dialect.thing"() {_u1, a3 = [true, 2.000000e+00 : bf16, true], attr0 = #loc41, x2 = false} : () -> () loc(#loc20)
      }, {
      ^bb0(%arg2: tuple<f64, f32> loc(fused[#loc42, #loc43, #loc44]), %arg3: vector<6x4xf16> loc("0232.in.mlir":53:112)):
        "x.switch"()[^bb1] : () -> () loc(#loc46)
      ^bb1:  // 2 preds: ^bb0, ^bb1
        "z.nop"(%7, %arg3) {k$0, x2 = 3.537110e+00 : f16, z91 = 1 : i64} : (vector<[3]xi64>, vector<6x4xf16>) -> () loc(#loc47)
        "a.jump"(%7, %7, %1)[^bb2, ^bb1] {a0 = #distinct, a1 = array<i32: 0>} : (vector<[3]xi64>, vector<[3]xi64>, si7) -> () loc(#loc48)
      ^bb2:  // pred: ^bb1
        "x.switch"(%arg3, %arg2, %arg3)[^bb3, ^bb3] <{_u3 = f8E4M3, foo.k1 = [{b0 = dense<false> : tensor<3xsi1>, k$1 = 1 : ui1}], my.k0 = @b::@s$::@a, value2 = "@#bX/'\00'\0A\\"}> : (vector<6x4xf16>, tuple<f64, f32>, vector<6x4xf16>) -> () loc(#loc49)
      ^bb3(%12: vector<6xi32> loc("0232.in.mlir":61:7)):  // 2 preds: ^bb2, ^bb2
        %13 = "foo.compute"(%8, %12) : (tensor<f8E4M3>, vector<6xi32>) -> index loc(#loc51)
      }) : () -> f32 loc(#loc22)
      %10:4 = "foo.compute"(%8, %8) <{_u1 = "\83b\22\09\00", b2, x0}> : (tensor<f8E4M3>, tensor<f8E4M3>) -> (ui32, complex<i3>, vector<[16]xi7>, f16) loc(#loc52)
      "foo.br"(%10#3, %0)[^bb2, ^bb1] {b0 = -1 : i64, value1 = #my.a<-5, "x y">} : (f16, f64) -> () loc(#loc53)
    ^bb2:  // pred: ^bb1
      "cfx.cond_br"()[^bb3] <{}> : () -> () loc(#loc54)
    ^bb3:  // 2 preds: ^bb0, ^bb2
      %11:3 = "d.op_1"(%arg0, %7, %2) : (f32, vector<[3]xi64>, none) -> (vector<3x2xf8E8M0FNU>, f16, !bar.v<true [49 , -4 , "x y"] {<? f32>}>) loc(#loc20)
    }, {
    ^bb0(%arg1: memref<4x1x8xindex, strided<[32, 43, 38]>, "gpu"> loc("0232.in.mlir":71:7)):
      %6 = "z.nop"(%arg1, %arg0) : (memref<4x1x8xindex, strided<[32, 43, 38]>, "gpu">, f32) -> tuple<f64> loc(#loc56)
    }) {a1, attr0 = [], sym_name2 = [{_u2 = sparse<[[1, 1], [3, 1], [0, 0], [3, 0]], [993.31874900000003, 1.684000e+00, -123.718372, -684.48689899999999]> : tensor<4x2xf64>, a1 = #x<"a b">, attr0 = "*/{'\E6\97\A5\E6\9C\AC*zz\09'", "quoted key 3" = 0x7FF8000000000000 : f64}, true, 0 : ui1]} : (si7, f32, f64) -> !my_dialect.v<<78>> loc(#loc12)
    %4 = "foo.compute"() {b0 = 12852632756 : index} : () -> index loc(#loc57)
    %5 = "foo.compute"(%1, %4) : (si7, index) -> ui24 loc(#loc58)
  }) : (f64, f64, si7) -> () loc(#loc9)
}) : () -> () loc(#loc)
#loc = loc("0232.in.mlir":0:0)
#loc1 = loc(unknown)
#loc2 = loc("0232.in.mlir":3:6)
#loc3 = loc("src/x.py":125:350)
#loc4 = loc("src/x.py":325:298)
#loc5 = loc("0232.in.mlir":6:1)
#loc6 = loc("0232.in.mlir":7:7)
#loc7 = loc("0232.in.mlir":8:7)
#loc8 = loc("0232.in.mlir":10:6)
#loc9 = loc("0232.in.mlir":11:1)
#loc11 = loc("0232.in.mlir":13:11)
#loc12 = loc("0232.in.mlir":14:11)
#loc13 = loc("0232.in.mlir":16:10)
#loc14 = loc("0232.in.mlir":17:12)
#loc16 = loc("0232.in.mlir":20:8)
#loc17 = loc("src/x.py":7:0)
#loc18 = loc("a.mlir":2:48 to 4:37)
#loc19 = loc("a.mlir":100:418)
#loc20 = loc("x")
#loc21 = loc("0232.in.mlir":30:7)
#loc22 = loc("0232.in.mlir":32:7)
#loc23 = loc("a.mlir":60:52)
#loc24 = loc("f":4:38 to 5:42)
#loc26 = loc("0232.in.mlir":34:1)
#loc28 = loc("0232.in.mlir":36:1)
#loc31 = loc("0232.in.mlir":39:1)
#loc32 = loc("dir/with space.c":18:31 to 21:73)
#loc33 = loc("f":0:23)
#loc34 = loc("src/x.py":262:366)
#loc35 = loc("name")
#loc36 = loc("0232.in.mlir":43:8)
#loc37 = loc("0232.in.mlir":44:9)
#loc38 = loc("a.mlir":25:76)
#loc39 = loc("-":13:33)
#loc40 = loc("0232.in.mlir":48:7)
#loc46 = loc("0232.in.mlir":54:1)
#loc47 = loc("0232.in.mlir":56:1)
#loc48 = loc("0232.in.mlir":58:1)
#loc49 = loc("0232.in.mlir":60:1)
#loc51 = loc("0232.in.mlir":62:7)
#loc52 = loc("f":4294967295:430)
#loc53 = loc("f":3:15 to :24)
#loc54 = loc("0232.in.mlir":67:1)
#loc56 = loc("0232.in.mlir":72:12)
#loc57 = loc("0232.in.mlir":74:8)
#loc58 = loc("a.mlir":17:18 to 19:72)
#loc59 = loc(callsite(#loc18 at #loc19))
#loc60 = loc(callsite(#loc23 at #loc24))
#loc61 = loc(fused<7 : i32>[#loc25])
#loc63 = loc("n"(#loc32))
#loc64 = loc(fused<"meta">[#loc34, #loc25, #loc35])
#loc66 = loc(callsite(#loc60 at #loc61))
#loc67 = loc(fused[#loc63, #loc33, #loc64])

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000F48A807F48339ACBC6D8E33C32B7BFC6E9B3BAD0D5598860"
    }
  }
#-}

