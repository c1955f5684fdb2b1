!tuple = tuple<i64, index, f6E2M3FN, si1, i24, f32, si8, si1024, si7, index, i8, bf16, ui7, f64, ui17, f32, i16, si17, f4E2M1FN, f32, complex<f8E4M3FNUZ>>
#loc5 = loc("with \22q\22")
#loc13 = loc("name")
#loc21 = loc("0035.in.mlir":30:6)
#loc22 = loc("0035.in.mlir":30:64)
#loc23 = loc("0035.in.mlir":30:74)
#loc27 = loc("0035.in.mlir":37:34)
#loc33 = loc("0035.in.mlir":44:11)
#loc34 = loc("a.mlir":4:0)
#loc35 = loc("src/x.py":15:3 to 17:73)
#map = affine_map<(d0, d1)[s0, s1] -> ()>
#set = affine_set<(d0, d1) : ((d0 floordiv 3) ceildiv 2 >= 0, d0 + 9 >= 0, -d0 >= 0)>
#set1 = affine_set<(d0, d1) : (d1 + 5 >= 0, -(-d0 + 8) >= 0, -d0 >= 0)>
"builtin.module"() ({
  %0 = "a.b"() <{}> : () -> ui8 loc(#loc43)
  "foo.compute"(%0) ({
  ^bb0(%arg5: complex<f64> loc("with \22q\22")):
    %26:3 = "a.b"(%0) : (ui8) -> (tensor<?x?x22x41xf64, #foo.enc>, tf32, i3) loc(#loc6)
  }) {attr0 = 180.30862099999999 : f64, k$1 = f8E3M4} : (ui8) -> () loc(#loc4)
  "a.b"(%0) : (ui8) -> () loc(#loc7)
  %1:2 = "foo.op"(%0) <{"quoted key 0" = dense_resource<blob0> : tensor<4xi32>}> ({
    "builtin.module"() ({
      %24:2 = "foo.compute"() {_u0 = sparse<[[1, 2, 2], [0, 1, 2], [1, 1, 0]], [1, -1, 0]> : tensor<2x3x3xi8>, _u2 = true, k$1 = dense<[[6971537621174211331, 6054412687492590291, -7949131474680736384, -9109190694583379669], [-7027911195169287912, 3976307000554950267, -2071331532480621600, -8520427215424951240], [5060853451995569639, -8814009287156057545, -6151361142991013394, 5750444345999541409]]> : tensor<3x4xi64>} : () -> (!tuple, si3) loc(#loc10)
      %25 = "my_dialect.thing"(%24#0, %24#1) : (!tuple, si3) -> tensor<?x?x4xf16> loc(#loc11)
    }) : () -> () loc(#loc9)
  }) {attr2 = array<i32>, b0 = [@main, [#set], 0.759773194 : f32, 3 : i7], x1 = @s$} : (ui8) -> (tensor<?x?xi17>, f4E2M1FN) loc(#loc8)
  %2 = "z.nop"(%1#0, %1#1) : (tensor<?x?xi17>, f4E2M1FN) -> tuple<i24, i16, f8E3M4> loc(#loc41)
  %3:4 = "z.nop"(%1#1) {b2 = dense_resource<blob1> : tensor<6xf64>, k$0 = @"with\22quote", x1 = -41770495733150961 : i64, z93} : (f4E2M1FN) -> (f64, f32, f80, tensor<16xi128>) loc(#loc14)
  %4 = "bar.yield"(%3#1) : (f32) -> vector<index> loc(#loc15)
  %5 = "a.b"() {_u0 = @a} : () -> ((i64) -> (i7, f8E4M3)) loc(#loc15)
  %6 = "bar.yield"() ({
    %10 = "foo.bar"(%3#2, %0, %1#0) : (f80, ui8, tensor<?x?xi17>) -> tensor<7x0x54xsi64> loc(#loc17)
    "foo.op"(%4, %5, %3#1) {"quoted key 0"} : (vector<index>, (i64) -> (i7, f8E4M3), f32) -> () loc(#loc18)
    "x.switch"(%1#1)[^bb1, ^bb2] {k$1 = i7, x0} : (f4E2M1FN) -> () loc(#loc19)
  ^bb1:  // pred: ^bb0
    "a.jump"(%5, %5, %5)[^bb2, ^bb2] {b0 = [dense<> : tensor<3x0x2xf6E2M3FN>, #set1]} : ((i64) -> (i7, f8E4M3), (i64) -> (i7, f8E4M3), (i64) -> (i7, f8E4M3)) -> () loc(#loc20)
  ^bb2(%11: tensor<?x867x7x?xcomplex<bf16>, {a = 1 : i64}> loc("0035.in.mlir":30:6), %12: f64 loc("0035.in.mlir":30:64), %13: si3 loc("0035.in.mlir":30:74)):  // 3 preds: ^bb0, ^bb1, ^bb1
    %14 = "foo.compute"() {_u0 = dense<2.750000e+00> : tensor<3x3x2xf8E4M3FN>, x1 = "\22/\15.z\09"} : () -> !foo.v<{57}> loc(#loc13)
    %15 = "foo.compute"(%3#3, %12, %12) : (tensor<16xi128>, f64, f64) -> tuple<f8E3M4, i1, f128> loc(#loc13)
    "x.switch"(%11, %13, %15)[^bb3, ^bb3] {a0 = [0 : ui64, array<f32: 0.806374311, 7.148000e+04, 0xFF800000>], attr1 = dense<[1542632241, -187820843]> : vector<2xi32>} : (tensor<?x867x7x?xcomplex<bf16>, {a = 1 : i64}>, si3, tuple<f8E3M4, i1, f128>) -> () loc(#loc24)
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %16 = "bar.yield"() : () -> f64 loc(#loc25)
    %17 = "d.op_1"() ({
    ^bb0(%arg3: index loc("name"), %arg4: vector<6xf16> loc("0035.in.mlir":37:34)):
      %20 = "x.y"(%16) <{foo.k1 = #foo.p<a.b,[[a.b "x y"],<i8>],f32>, z90}> {_u1 = "-a.#X*\22b", attr0 = -38.727460999999998 : f64, k$2 = "\\*\00//\22", my.k3 = "\94\C3\A9*\00\09\0A\C3\A9"} : (f64) -> f32 loc(#loc28)
      %21 = "a.b"(%3#2, %arg3) : (f80, index) -> tuple<> loc(#loc29)
      %22 = "x.y"(%21) {_u0 = 50 : index} : (tuple<>) -> f32 loc(#loc30)
      %23 = "z.nop"(%21, %22, %21) : (tuple<>, f32, tuple<>) -> memref<7xf8E5M2> loc(#loc42)
    }) : () -> bf16 loc(#loc26)
    %18 = "foo.bar"(%1#0) <{}> ({
    ^bb0(%arg0: i7 loc("0035.in.mlir":44:11), %arg1: ui64 loc("a.mlir":4:0), %arg2: i32 loc("src/x.py":15:3 to 17:73)):
    }) {d.k1 = true, k$0 = ui3} : (tensor<?x?xi17>) -> memref<?x2xi3, "gpu"> loc(#loc32)
    %19 = "foo.compute"(%3#1, %18) {attr1, k$0 = -128 : i8} : (f32, memref<?x2xi3, "gpu">) -> none loc(#loc36)
  }) {d.k1 = [#map, dense<[[[-10, -2147483648], [31, -2147483648], [0, 1]], [[1, -1063919], [-1, -1], [0, -1]], [[-1, 3], [-1, 2764], [-1, 92336892]]]> : tensor<3x3x2xi32>], x0} : () -> i32 loc(#loc16)
  %7:3 = "my_dialect.thing"(%6) : (i32) -> (!bar.t<<{?} , "x y"> , 6>, ui8, vector<15xi128>) loc(#loc37)
  %8 = "foo.op"(%7#0, %7#1, %7#1) : (!bar.t<<{?} , "x y"> , 6>, ui8, ui8) -> index loc(#loc38)
  %9:3 = "d.op_1"(%7#0) <{}> : (!bar.t<<{?} , "x y"> , 6>) -> (memref<?x6x477xcomplex<f16>, {kind = "scratch"}>, ui7, complex<bf16>) loc(#loc39)
}) : () -> () loc(#loc)
#loc = loc("0035.in.mlir":6:1)
#loc1 = loc("a.mlir":319:0)
#loc2 = loc("-":4294967295:79)
#loc3 = loc("dir/with space.c":3:26 to 4:50)
#loc4 = loc("0035.in.mlir":8:3)
#loc6 = loc("0035.in.mlir":10:22)
#loc7 = loc("a.mlir":12:34 to 14:47)
#loc8 = loc("0035.in.mlir":13:15)
#loc9 = loc("0035.in.mlir":14:5)
#loc10 = loc("0035.in.mlir":15:15)
#loc11 = loc("op.1")
#loc12 = loc("":41:0)
#loc14 = loc("0035.in.mlir":20:15)
#loc15 = loc("dir/with space.c":476:4294967295)
#loc16 = loc("0035.in.mlir":23:10)
#loc17 = loc("0035.in.mlir":24:11)
#loc18 = loc("dir/with space.c":245:4294967295)
#loc19 = loc(unknown)
#loc20 = loc("0035.in.mlir":29:5)
#loc24 = loc("0035.in.mlir":33:5)
#loc25 = loc("0035.in.mlir":35:12)
#loc26 = loc("0035.in.mlir":36:12)
#loc28 = loc("src/x.py":0:120)
#loc29 = loc("0035.in.mlir":39:14)
#loc30 = loc("0035.in.mlir":40:14)
#loc31 = loc("src/x.py":310:347)
#loc32 = loc("dir/with space.c":32:4294967295)
#loc36 = loc("-":195:81)
#loc37 = loc("0035.in.mlir":48:16)
#loc38 = loc("0035.in.mlir":49:9)
#loc39 = loc("0035.in.mlir":51:18)
#loc40 = loc(fused<"meta">[#loc1, #loc2, #loc3])
#loc41 = loc(callsite(#loc12 at #loc13))
#loc42 = loc("v"(#loc31))
#loc43 = loc("callee"(#loc40))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000F18D48FB15F7B17BF4948A4E2A713BF8",
      blob1: "0x0800000039D9877C237C109674A78AD82AA40276FF1764F418BECD22020423639FCC2AD4F0A889AB6367E0D2E4C3E24DB0E85993"
    }
  }
#-}

