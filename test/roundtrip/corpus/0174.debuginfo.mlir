!tuple = tuple<f64, bf16, i7, index, f64, i32, tf32, i8, f8E4M3FN, ui24, f64, memref<157xf32>, complex<i24>, complex<i64>, si32, bf16, i32, i1024>
#loc5 = loc("f":10:8 to 12:68)
#loc6 = loc("op.1")
#loc7 = loc("f":4294967295:126)
#loc8 = loc("a.mlir":378:378)
#map = affine_map<(d0, d1)[s0, s1] -> ()>
#loc45 = loc(fused[#loc6, #loc7, #loc8])
#loc50 = loc(callsite(#loc5 at #loc45))
"builtin.module"() <{sym_name = "m87"}> ({
  "my_dialect.thing"() ({
    %17:2 = "my_dialect.thing"() {value0} : () -> (tuple<f32, memref<*xbf16, {kind = "scratch"}>, f16>, !bar.v<{51,31} , {{"x y" "x y"} , <-0,55> , <?>}>) loc(#loc43)
    "a.jump"(%17#1, %17#1)[^bb1, ^bb3] : (!bar.v<{51,31} , {{"x y" "x y"} , <-0,55> , <?>}>, !bar.v<{51,31} , {{"x y" "x y"} , <-0,55> , <?>}>) -> () loc(#loc44)
  ^bb1(%18: tensor<1x?x2xf16> loc(callsite(#loc5 at #loc45))):  // 2 preds: ^bb0, ^bb1
    %19 = "my_dialect.thing"(%17#1) <{my.k2, "quoted key 1" = {d.k0 = 4294967295 : ui32, value1}, value0 = (tensor<816x0x0x2xindex>, si32, complex<si24>) -> ()}> : (!bar.v<{51,31} , {{"x y" "x y"} , <-0,55> , <?>}>) -> ui8 loc(#loc9)
    %20 = "my_dialect.thing"() {d.k0 = dense_resource<res_0> : tensor<4xi64>} : () -> !tuple loc(#loc10)
    "my_dialect.thing"(%19, %18) : (ui8, tensor<1x?x2xf16>) -> () loc(#loc11)
    %21 = "foo.bar"(%17#1, %19) : (!bar.v<{51,31} , {{"x y" "x y"} , <-0,55> , <?>}>, ui8) -> f8E4M3B11FNUZ loc(#loc12)
    "x.switch"(%20, %17#0, %17#0)[^bb2, ^bb1] <{d.k0 = 0 : i64}> {attr3 = "}}", sym_name0 = array<i8: -128, 1, 1>, sym_name1 = tensor<?x23x18x3x!foo<"">, {a = 1 : i64}>, value2 = "<-@\\_!.\7F-"} : (!tuple, tuple<f32, memref<*xbf16, {kind = "scratch"}>, f16>, tuple<f32, memref<*xbf16, {kind = "scratch"}>, f16>) -> () loc(#loc13)
  ^bb2:  // pred: ^bb1
    "foo.br"(%17#0)[^bb3] : (tuple<f32, memref<*xbf16, {kind = "scratch"}>, f16>) -> () loc(#loc11)
  ^bb3:  // 2 preds: ^bb0, ^bb2
    %22:3 = "bar.yield"() <{}> : () -> (complex<f8E4M3FN>, f32, complex<f32>) loc(#loc14)
  }) : () -> () loc(#loc1)
  %0 = "d.op_1"() {a2 = #foo.a, d.k1 = sparse<[[1, 0], [2, 4]], -128> : tensor<3x5xi8>, value0 = array<i16: -1, -32768, -8, 1>} : () -> memref<4x6x6xi64, "shared"> loc(#loc15)
  %1:2 = "foo.compute"() ({
  }, {
  }) : () -> (memref<38x129xi64, "local mem">, f8E3M4) loc(#loc16)
  %2 = "bar.yield"(%1#1) {my.k0 = #map, "quoted key 1" = -1 : i64} : (f8E3M4) -> i24 loc(#loc17)
  "x.y"() : () -> () loc(#loc46)
  "foo.bar.baz"() <{value0 = [array<i32: 1, 1, -159>, dense<[true, false, true]> : vector<3xi1>]}> : () -> () loc(#loc19)
  "foo.op"(%2) <{}> : (i24) -> () loc(#loc20)
  %3:3 = "x.y"(%2, %0, %0) : (i24, memref<4x6x6xi64, "shared">, memref<4x6x6xi64, "shared">) -> (tensor<?xcomplex<f8E5M2>>, !my_dialect.v<-7 , [{"x y"}] , -4>, memref<429x5x4xf16, strided<[4, ?, ?]>, 1>) loc(#loc51)
  %4 = "foo.bar"(%3#0, %3#0) : (tensor<?xcomplex<f8E5M2>>, tensor<?xcomplex<f8E5M2>>) -> tensor<index> loc(#loc48)
  %5 = "foo.bar"() : () -> tuple<tf32, none, i3> loc(#loc24)
  %6 = "x.y"(%3#1, %3#1) <{b1 = vector<[9]xf64>, d.k0 = dense<7.158360e+05> : tensor<f64>, d.k2 = -1 : i64}> ({
    "z.nop"(%4, %3#2, %3#1) <{_u1 = 8.000000e+00 : f8E8M0FNU, a0 = array<i1: true, true, true, true, true>, foo.k3, z92 = -1 : i1024}> {my.k0 = -6.113630e-02 : f64, "quoted key 1" = ".\7F\00#z"} : (tensor<index>, memref<429x5x4xf16, strided<[4, ?, ?]>, 1>, !my_dialect.v<-7 , [{"x y"}] , -4>) -> () loc(#loc26)
    "a.b"() : () -> () loc(#loc27)
    "foo.bar.baz"(%1#1) : (f8E3M4) -> () loc(#loc28)
    %9 = "foo.compute"(%3#1) ({
      %13:3 = "foo.bar.baz"() : () -> (complex<f32>, tuple<bf16, f64, f32>, f128) loc(#loc31)
      %14 = "bar.yield"(%13#1, %2) <{value0 = 1.000000e+02 : f32}> : (tuple<bf16, f64, f32>, i24) -> complex<ui64> loc(#loc32)
      %15 = "a.b"(%13#1, %13#0, %14) <{b0 = 3.125000e-02 : f8E3M4, b1 = [f16, [!x<"abc">, -3.000000e-01]], x2 = dense_resource<weights1> : tensor<3xf64>}> : (tuple<bf16, f64, f32>, complex<f32>, complex<ui64>) -> !x.t<[-7],{[-3 , 68],{"x y" , "x y" , 0},-1}> loc(#loc4)
      %16 = "foo.bar"(%15, %13#1) <{a0}> {attr3 = array<f32: -2.000000e-01>, b0 = 1 : ui8, b2 = 2243400462473998052898 : si1024, k$1 = {a0, "quoted key 1" = -8480576746848608 : si64}} : (!x.t<[-7],{[-3 , 68],{"x y" , "x y" , 0},-1}>, tuple<bf16, f64, f32>) -> !x.param<?,[{-8}]> loc(#loc33)
    }) : (!my_dialect.v<-7 , [{"x y"}] , -4>) -> f64 loc(#loc49)
    %10:4 = "bar.yield"() <{k$0 = array<i64>, value1, z92 = dense_resource<r.2> : tensor<4xi64>, z93 = "\0A-\22Xz" : ui32}> {a0 = [dense<-2.800000e+01> : tensor<f6E3M2FN>, 7.500000e-01 : f8E3M4, "%\00\00\00.*%@"]} : () -> (complex<f16>, f8E4M3FN, tensor<937xf8E4M3FN>, bf16) loc(#loc34)
    "foo.br"(%10#0)[^bb1] {a3 = array<f64: 5.4600718809961115E+143, 3.000000e-01>, k$2 = @b, sym_name0 = 1 : i64, value1 = dense<[63, 0, 1, 26]> : tensor<4xsi7>} : (complex<f16>) -> () loc(#loc35)
  ^bb1:  // pred: ^bb0
    "a.b"(%10#2, %10#2, %4) : (tensor<937xf8E4M3FN>, tensor<937xf8E4M3FN>, tensor<index>) -> () loc(#loc36)
    %11 = "foo.op"(%10#2) : (tensor<937xf8E4M3FN>) -> complex<i1> loc(#loc37)
    "foo.bar"() <{x0 = [dense<-4.096000e+04> : tensor<f8E5M2FNUZ>, affine_map<(d0, d1)[s0] -> (-1)>]}> : () -> () loc(#loc2)
    %12 = "a.b"(%10#1, %10#1, %10#2) {sym_name0 = @x.y::@main::@a} : (f8E4M3FN, f8E4M3FN, tensor<937xf8E4M3FN>) -> i1024 loc(#loc38)
    "a.b"(%11) : (complex<i1>) -> () loc(#loc39)
    "foo.bar"(%4, %10#3) : (tensor<index>, bf16) -> () loc(#loc40)
  }) : (!my_dialect.v<-7 , [{"x y"}] , -4>, !my_dialect.v<-7 , [{"x y"}] , -4>) -> vector<[2]xf32> loc(#loc25)
  %7:2 = "bar.yield"() {a0 = {foo.k1 = [array<f64: 2.6322365902800847E-61, 4.460010e+31, 1.17549435E-38, 1.17549435E-38, 2.000000e-01>, "\0A!", unit], foo.k3, my.k2, "quoted key 0" = f32}, k$3, my.k1 = tensor<*xf6E3M2FN>, my.k2 = "abaa! a\09\09}"} : () -> (index, complex<f64>) loc(#loc41)
  %8:4 = "foo.op"(%4) : (tensor<index>) -> (f80, f4E2M1FN, f32, si32) loc(#loc42)
}) {foo.module_attr = #foo.flag} : () -> () loc(#loc)
#loc = loc("0174.in.mlir":2:1)
#loc1 = loc("f":65:23)
#loc2 = loc("name")
#loc3 = loc("dir/with space.c":49:4 to 52:38)
#loc4 = loc("with \22q\22")
#loc9 = loc("0174.in.mlir":8:11)
#loc10 = loc("src/x.py":36:51 to :58)
#loc11 = loc(unknown)
#loc12 = loc("0174.in.mlir":11:10)
#loc13 = loc("0174.in.mlir":12:5)
#loc14 = loc("dir/with space.c":75:0)
#loc15 = loc("a.mlir":5:405)
#loc16 = loc("x")
#loc17 = loc("0174.in.mlir":23:9)
#loc18 = loc("a.mlir":324:0)
#loc19 = loc("0174.in.mlir":25:3)
#loc20 = loc("0174.in.mlir":26:3)
#loc21 = loc("a.mlir":4294967295:122)
#loc22 = loc("src/x.py":284:349)
#loc23 = loc("":7:14 to :9)
#loc24 = loc("src/x.py":0:133)
#loc25 = loc("0174.in.mlir":30:9)
#loc26 = loc("0174.in.mlir":32:5)
#loc27 = loc("src/x.py":304:365)
#loc28 = loc("-":4294967295:0)
#loc29 = loc("f":4294967295:474)
#loc30 = loc("dir/with space.c":0:251)
#loc31 = loc("0174.in.mlir":38:15)
#loc32 = loc("0174.in.mlir":39:14)
#loc33 = loc("f":462:264)
#loc34 = loc("a.mlir":34:0)
#loc35 = loc("0174.in.mlir":46:5)
#loc36 = loc("0174.in.mlir":48:5)
#loc37 = loc("src/x.py":340:0)
#loc38 = loc("0174.in.mlir":52:15)
#loc39 = loc("a.mlir":16:29 to 19:52)
#loc40 = loc("0174.in.mlir":54:5)
#loc41 = loc("0174.in.mlir":56:12)
#loc42 = loc("0174.in.mlir":57:12)
#loc43 = loc("callee"(#loc2))
#loc44 = loc(callsite(#loc3 at #loc4))
#loc46 = loc("callee"(#loc18))
#loc47 = loc("n"(#loc22))
#loc48 = loc("v"(#loc23))
#loc49 = loc(fused[#loc29, #loc30])
#loc51 = loc(callsite(#loc21 at #loc47))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x0800000018F66F4214F0DF7FABB86102DD6DC7934928E0CC3B0E4D7FB4B3CE097942AF96",
      weights1: "0x08000000F52B9090715B491DCE848CCE4EAF914669740752D0053107",
      r.2: "0x0800000003B6D2701F6E22099EBF067C3A3A2246FFDBA5AC10A5BB153B09CDDF11D47F81"
    }
  }
#-}

