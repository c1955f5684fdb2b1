func.func private @ext0(tensor<3xf64>, f64, f64) -> (memref<4xi16>, i16)
func.func @compute0() -> (tensor<8x?xi16> {llvm.noundef}) {
  %rhs = memref.alloc() : memref<8x1xindex>
  %tmp2 = memref.subview %rhs[4, 0] [3, 1] [1, 1] : memref<8x1xindex> to memref<3x1xindex, strided<[1, 1], offset: 4>>
  %3 = tensor.empty() : tensor<4x2xf32>
  %4 = arith.constant 0 : index
  %v5 = arith.constant 0 : index
  %extracted_6 = tensor.extract %3[%4, %v5] : tensor<4x2xf32>
  %7 = arith.constant dense<false> : vector<8x1xi1>
  %8 = arith.ori %7, %7 : vector<8x1xi1>
  %9, %10 = scf.index_switch %v5 -> f64, f64
  case 2 {
    %tmp11 = arith.constant 1 : index
    %extracted_slice_12 = tensor.extract_slice %3[0, 1] [1, %tmp11] [1, 1] : tensor<4x2xf32> to tensor<1x?xf32>
    %x13 = arith.constant 0x1 : i64
    %cmp_14 = arith.cmpi ugt, %x13, %x13 : i64
    %t15, %16 = scf.if %cmp_14 -> (i16, i16) {
      %x17 = arith.shrsi %4, %tmp11 : index
      %18 = arith.constant -1 : i16
      scf.yield %18, %18 : i16, i16
    } else {
      cf.assert %cmp_14, "line
break"
      %c = arith.constant 1 : i16
      %sel_20 = arith.select %cmp_14, %c, %c : i16
      scf.yield %sel_20, %c : i16, i16
    }
    %sum = arith.cmpi ne, %tmp11, %v5 : index
    cf.assert %sum, "bounds check"
    %x22 = arith.constant -1.0 : f64
    scf.yield %x22, %x22 : f64, f64
  }
  default {
    %tmp23 = arith.constant 100.0 : f64
    scf.yield %tmp23, %tmp23 : f64, f64
  }
  %v25 = arith.constant 8 : index
  %x_1 = tensor.empty(%v25) : tensor<8x?xi16>
  func.return %x_1 : tensor<8x?xi16>
}
func.func @compute1(%arg_1: tensor<8x?xi16>) -> i16 attributes {llvm.emit_c_interface, note = "generated"} {
  %2 = memref.alloca() : memref<8x1xi16>
  %subview_3 = memref.subview %2[1, 0] [1, 1] [1, 1] : memref<8x1xi16> to memref<1x1xi16, strided<[1, 1], offset: 1>>
  %4 = arith.constant 8 : i32
  %cmp_5 = arith.cmpi sge, %4, %4 : i32
  %v6 = arith.constant -7.5 : f64
  %x7 = arith.constant -0.25 : f64
  %y = arith.cmpf false, %v6, %x7 : f64
  %9 = arith.constant -1 : index
  %r_10 = scf.index_switch %9 -> i8
  case 2 {
    %cst_11 = arith.constant 1.5e-1 : f32
    %fptosi_12 = arith.fptosi %cst_11 : f32 to i16
    %13 = arith.constant 80 : i8
    scf.yield %13 : i8
  }
  case 6 {
    %lhs:2 = scf.if %y -> (i16, f64) {
      %x16 = arith.constant -0.25 : f16
      %17 = math.isnormal %x16 : f16
      %18 = arith.constant 0 : index
      %c = arith.constant 1 : index
      %res = arith.constant 1 : index
      %21 = arith.constant 0 : index
      %c_22 = arith.constant 7 : index
      %t23 = arith.constant 2 : index
      scf.parallel (%acc, %25) = (%18, %21) to (%c, %c_22) step (%res, %t23) {
        %26 = arith.constant 4611686018427387903 : i64
        %t27 = arith.cmpi sgt, %26, %26 : i64
        %28 = arith.constant 0 : index
        %sum = tensor.dim %arg_1, %28 : tensor<8x?xi16>
      }
      %c_31 = arith.constant 0 : i16
      scf.yield %c_31, %x7 : i16, f64
    } else {
      %32 = arith.constant 47 : i16
      scf.yield %32, %x7 : i16, f64
    }
    %tmp34 = arith.constant 1 : i8
    scf.yield %tmp34 : i8
  }
  default {
    %v35 = arith.constant 43 : i8
    scf.yield %v35 : i8
  }
  %t36 = arith.constant 0 : i16
  func.return %t36 : i16
}
