// ir-gen std --seed 202 --size 14
!buf0 = memref<8x2xi8>
!vec1 = vector<4x2xf16>
!vec2 = vector<4x2xbf16>
!tensor3 = tensor<8x4xi64>
!vec4 = vector<8xf16>
module {

  func.func private @ext0(i8 {llvm.noundef, test.tag = "x"}, memref<8xi8>, i8) -> (i8 {llvm.signext})
  func.func private @ext1(i64) -> (i64 {llvm.noundef}) attributes {llvm.emit_c_interface, note = "generated"}
  module @inner {
    func.func @helper2(%arg_1: i8) -> (i8 {llvm.signext}) attributes {test.kernel} {
      %cst_2 = arith.constant dense<2.5> : tensor<4x2xf32>
      %v3 = math.isnormal %cst_2 : tensor<4x2xf32>
      %a.b = arith.constant 0x0 : i64
      cf.br ^bb1(%a.b : i64)
    ^bb1(%ba: i64):
      %c = arith.constant 0 : index
      %y = arith.constant 1 : index
      %8 = tensor.extract %v3[%c, %y] : tensor<4x2xi1>
      %lhs = arith.constant 2147483647 : i32
      %10 = arith.cmpi sle, %lhs, %lhs : i32
      %c_11 = arith.constant 2 : i8
      cf.cond_br %10, ^b2(%arg_1, %a.b : i8, i64), ^b2(%c_11, %ba : i8, i64)
    ^b2(%sum: i8, %13: i64):
      %14 = arith.constant dense<58> : vector<4x2xi16>
      %15 = math.ipowi %14, %14 : vector<4x2xi16>
      cf.br ^then3
    ^then3:
      return %arg_1 : i8
    }
  }
  func.func @compute0() -> (memref<8xi8> {test.foo = 1 : i32}, i64) {
    %1 = memref.alloc() : memref<8x2xi8>
    linalg.transpose ins(%1 : memref<8x2xi8>) outs(%1 : !buf0) permutation = [0, 1]
    %c_2 = arith.constant 53 : index
    cf.br ^next.1(%c_2 : index)
  ^next.1(%val: index):
    %c = arith.constant 1 : i16
    %cmp = arith.cmpi ult, %c, %c : i16

    %c_6 = arith.constant 1 : i8
    %7 = arith.select %cmp, %c_6, %c_6 : i8
    %8 = arith.constant 4611686018427387903 : i64
    cf.cond_br %cmp, ^bb3(%8, %c_6 : i64, i8), ^bb2(%8 : i64)
  ^bb2(%9: i64):
    %10 = arith.constant dense<-1.0> : vector<4x2xf16>
    %subf = arith.subf %10, %10 fastmath<nnan, ninf, nsz> : !vec1
    %cmp_12 = arith.cmpi ugt, %c_2, %c_2 : index
    %c_13 = arith.constant 1 : i64
    %14 = arith.constant -12 : i8
    cf.cond_br %cmp_12, ^bb3(%c_13, %14 : i64, i8), ^bb3(%9, %14 : i64, i8)
  ^bb3(%x15: i64, %ba_16: i8):
    %x17 = arith.constant 75 : i32
    %t18 = arith.cmpi sge, %x17, %x17 : i32
    cf.assert %t18, "bounds check"
    %t19 = memref.alloc() : memref<8xi8>
    func.return %t19, %x15 : memref<8xi8>, i64
  }
  func.func @fn.1(%arg_1: i64, %val: memref<4x2xindex>, %arg_3: f64, %4: tensor<?xi64>) attributes {ref = @inner::@helper2} {
    %cst_6 = arith.constant dense<-0.25> : !vec2
    %x7 = arith.minimumf %cst_6, %cst_6 : vector<4x2xbf16>
    %8 = arith.constant dense<-1> : vector<4xi64>
    %v9 = arith.constant dense<[76, 0, 9, 1]> : vector<4xi64>
    %10 = arith.minui %8, %v9 : vector<4xi64>
    %x11 = arith.constant -1 : i16
    %cmp = arith.cmpi uge, %x11, %x11 : i16
    %c_13 = arith.constant -1 : i64
    %res = arith.select %cmp, %c_13, %arg_1 : i64
    %empty = tensor.empty() : !tensor3
    %empty_16 = tensor.empty() : tensor<8xi64>
    %lin = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%empty, %empty : !tensor3, tensor<8x4xi64>) outs(%empty_16 : tensor<8xi64>) {
    ^bb0(%18: i64, %19: i64, %in_20: i64):
      %s_21 = arith.addi %18, %19 : i64
      %s = arith.addi %s_21, %in_20 : i64
      linalg.yield %s : i64
    } -> tensor<8xi64>
    %cast = tensor.cast %lin : tensor<8xi64> to tensor<8xi64>
    %c_24 = arith.constant 0 : index
    %25 = arith.constant 7 : index  // note
    %c_26 = arith.constant 2 : index
    scf.parallel (%27) = (%c_24) to (%25) step (%c_26) {
      %cst_28 = arith.constant dense<[1.5e-1, 0.5, 0.5, 1.000000e+00, 0.0, 0.5, 0.5, 1.000000e+00]> : vector<8xf16>
      %29 = arith.negf %cst_28 fastmath<nnan,ninf> : !vec4
    }
    func.return    // keep
  }
}
