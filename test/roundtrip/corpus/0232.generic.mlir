#distinct = distinct[0]<"\0A\C3\A9">
#loc = loc("dir/with space.c":4294967295:380)
#map = affine_map<(d0, d1) -> (d0 * 9 + d0 floordiv 9, d1 ceildiv 7)>
#map1 = affine_map<(d0, d1) -> (3, -(d1 floordiv 5))>
#set = affine_set<(d0, d1, d2)[s0] : ((d1 - d0) floordiv 7 == 0)>
"builtin.module"() ({
  "foo.bar"() : () -> ()
  %0 = "foo.op"() <{"quoted key 0" = 0x7FF8000000000001 : f64}> ({
    %30 = "x.y"() {"quoted key 0"} : () -> complex<ui24>
    %31:2 = "foo.bar"(%30, %30) : (complex<ui24>, complex<ui24>) -> (i16, tensor<22x1xcomplex<f4E2M1FN>>)
    "my_dialect.thing"(%31#1) {x0 = "'\09{_\00.\0A"} : (tensor<22x1xcomplex<f4E2M1FN>>) -> ()
    %32 = "foo.op"(%31#1, %31#1, %31#1) {d.k2 = array<i32: -17, -2147483648, -29368>, k$0, z91 = 6 : ui7} : (tensor<22x1xcomplex<f4E2M1FN>>, tensor<22x1xcomplex<f4E2M1FN>>, tensor<22x1xcomplex<f4E2M1FN>>) -> complex<f16>
    %33 = "d.op_1"() <{"quoted key 0" = "\00!.\\*\E6\97\A5\E6\9C\AC" : i8, x1 = [dense_resource<blob0> : tensor<6xf32>, "", 191920270 : i32]}> : () -> none
  }) : () -> f64
  %1 = "my_dialect.thing"(%0) : (f64) -> si7
  "foo.bar.baz"(%0, %0, %1) ({
  ^bb0(%arg0: f32):
    %2 = "foo.bar"(%0, %1, %0) <{b1, sym_name0}> : (f64, si7, f64) -> none
    %3 = "foo.op"(%1, %arg0, %0) ({
      %26 = "foo.op"(%2) {k$0 = ["X", 59 : i32, -8.91548107E-32 : f32], sym_name1, z92 = "\7F"} : (none) -> complex<f8E3M4>
      %27 = "z.nop"(%26, %arg0) ({
      ^bb0(%arg4: complex<si64>):
      }) : (complex<f8E3M4>, f32) -> f16
      %28 = "foo.op"() : () -> i32
      %29 = "d.op_1"(%28, %arg0) {_u2, b1 = "b'Qb\22", sym_name0 = 29 : i64} : (i32, f32) -> index
    }, {
      %7 = "bar.yield"(%0, %arg0, %arg0) ({
      }, {
        %25 = "foo.compute"(%0) : (f64) -> i24
      }) {attr0 = #bar<"x<1>">, attr1 = #map, attr2 = "\0A%\0A0b", x3 = @s$::@c::@f_1} : (f64, f32, f32) -> vector<[3]xi64>
      "cfx.cond_br"(%7, %7)[^bb1, ^bb3] <{attr2 = -2.066800e+07 : f32, k$1, my.k0 = dense<[[5.327000e+06, -7.511420e-13, 9.420000e+01], [-1.000000e+300, -3.14159265358979, -4.1281516161602395E+248]]> : tensor<2x3xf64>}> : (vector<[3]xi64>, vector<[3]xi64>) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %8 = "foo.bar"(%2, %1, %1) : (none, si7, si7) -> tensor<f8E4M3>
      %9 = "z.nop"() ({
        %17 = "a.b"() <{k$0, "quoted key 1"}> {b0 = [distinct[1]<>, -65536 : i17, "\09%b!\09\00\00-z"]} : () -> tensor<525x3xcomplex<f64>>
        "x.switch"()[^bb1, ^bb1] : () -> ()
      ^bb1(%18: f32):  // 2 preds: ^bb0, ^bb0
        "foo.br"()[^bb2] {sym_name0 = dense<[-4.500000e+00, -6.000000e+00]> : tensor<2xf8E3M4>} : () -> ()
      ^bb2(%19: i1024, %20: i128):  // pred: ^bb1
        "a.jump"(%19)[^bb3] : (i1024) -> ()
      ^bb3:  // pred: ^bb2
        "foo.compute"(%arg0, %1) : (f32, si7) -> ()
        %21 = "x.y"(%2, %2) : (none, none) -> complex<f6E3M2FN>
        %22:3 = "foo.op"(%17, %8, %21) : (tensor<525x3xcomplex<f64>>, tensor<f8E4M3>, complex<f6E3M2FN>) -> (memref<*xcomplex<bf16>, {kind = "scratch"}>, memref<*xf8E4M3FNUZ>, complex<f16>)
        %23 = "d.op_1"() <{_u0 = 1 : i3}> : () -> complex<i1024>
        %24 = "foo.bar"(%23, %22#2) <{z90 = memref<1xi1024, 2>}> : (complex<i1024>, complex<f16>) -> f8E3M4
      }, {
        %14 = "x.y"() {b3, "quoted key 2" = #set, sym_name1 = "_/0\00}-\\\22\C3\A9}\22X", value0 = true} : () -> i64
        %15:3 = "x.y"(%7, %8, %7) {_u1, sym_name2 = 6.0221407599999999E+23 : f64, z90 = {_u0 = #map1}} : (vector<[3]xi64>, tensor<f8E4M3>, vector<[3]xi64>) -> (complex<f128>, si32, complex<f6E3M2FN>)
        %16:3 = "foo.op"(%15#0, %0, %0) <{a3, b0, my.k2 = false, "quoted key 1"}> : (complex<f128>, f64, f64) -> (i32, index, f6E3M2FN)
        "my_dialect.thing"() {_u1, a3 = [true, 2.000000e+00 : bf16, true], attr0 = #loc, x2 = false} : () -> ()
      }, {
      ^bb0(%arg2: tuple<f64, f32>, %arg3: vector<6x4xf16>):
        "x.switch"()[^bb1] : () -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb1
        "z.nop"(%7, %arg3) {k$0, x2 = 3.537110e+00 : f16, z91 = 1 : i64} : (vector<[3]xi64>, vector<6x4xf16>) -> ()
        "a.jump"(%7, %7, %1)[^bb2, ^bb1] {a0 = #distinct, a1 = array<i32: 0>} : (vector<[3]xi64>, vector<[3]xi64>, si7) -> ()
      ^bb2:  // pred: ^bb1
        "x.switch"(%arg3, %arg2, %arg3)[^bb3, ^bb3] <{_u3 = f8E4M3, foo.k1 = [{b0 = dense<false> : tensor<3xsi1>, k$1 = 1 : ui1}], my.k0 = @b::@s$::@a, value2 = "@#bX/'\00'\0A\\"}> : (vector<6x4xf16>, tuple<f64, f32>, vector<6x4xf16>) -> ()
      ^bb3(%12: vector<6xi32>):  // 2 preds: ^bb2, ^bb2
        %13 = "foo.compute"(%8, %12) : (tensor<f8E4M3>, vector<6xi32>) -> index
      }) : () -> f32
      %10:4 = "foo.compute"(%8, %8) <{_u1 = "\83b\22\09\00", b2, x0}> : (tensor<f8E4M3>, tensor<f8E4M3>) -> (ui32, complex<i3>, vector<[16]xi7>, f16)
      "foo.br"(%10#3, %0)[^bb2, ^bb1] {b0 = -1 : i64, value1 = #my.a<-5, "x y">} : (f16, f64) -> ()
    ^bb2:  // pred: ^bb1
      "cfx.cond_br"()[^bb3] <{}> : () -> ()
    ^bb3:  // 2 preds: ^bb0, ^bb2
      %11:3 = "d.op_1"(%arg0, %7, %2) : (f32, vector<[3]xi64>, none) -> (vector<3x2xf8E8M0FNU>, f16, !bar.v<true [49 , -4 , "x y"] {<? f32>}>)
    }, {
    ^bb0(%arg1: memref<4x1x8xindex, strided<[32, 43, 38]>, "gpu">):
      %6 = "z.nop"(%arg1, %arg0) : (memref<4x1x8xindex, strided<[32, 43, 38]>, "gpu">, f32) -> tuple<f64>
    }) {a1, attr0 = [], sym_name2 = [{_u2 = sparse<[[1, 1], [3, 1], [0, 0], [3, 0]], [993.31874900000003, 1.684000e+00, -123.718372, -684.48689899999999]> : tensor<4x2xf64>, a1 = #x<"a b">, attr0 = "*/{'\E6\97\A5\E6\9C\AC*zz\09'", "quoted key 3" = 0x7FF8000000000000 : f64}, true, 0 : ui1]} : (si7, f32, f64) -> !my_dialect.v<<78>>
    %4 = "foo.compute"() {b0 = 12852632756 : index} : () -> index
    %5 = "foo.compute"(%1, %4) : (si7, index) -> ui24
  }) : (f64, f64, si7) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000F48A807F48339ACBC6D8E33C32B7BFC6E9B3BAD0D5598860"
    }
  }
#-}

