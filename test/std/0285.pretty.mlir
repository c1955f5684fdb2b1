module {
  memref.global "private" @g0 : memref<4xi32> = dense<1>
  func.func private @ext0(f32) -> (memref<4xi8> {test.foo = 1 : i32}) attributes {llvm.emit_c_interface, note = "generated"}
  func.func @fn.0(%arg0: vector<4xi32>, %arg1: f32, %arg2: f32 {llvm.noundef, test.tag = "x"}, %arg3: i8) {
    %cst = arith.constant dense<[3.000000e+00, 1.000000e+00]> : vector<2xf32>
    %0 = arith.cmpf oge, %cst, %cst : vector<2xf32>
    %false = arith.constant false
    cf.assert %false, "bounds check"
    %cst_0 = arith.constant dense<[1.000000e+00, 3.000000e+00, 0.000000e+00, 1.500000e-01]> : tensor<4xf32>
    %1 = arith.addf %cst_0, %cst_0 fastmath<nnan,ninf> : tensor<4xf32>
    %cst_1 = arith.constant 3.000000e+00 : f32
    cf.cond_br %false, ^bb1(%cst_1 : f32), ^bb3
  ^bb1(%2: f32):  // pred: ^bb0
    %cst_2 = arith.constant 1.000000e+00 : f16
    %3 = math.sqrt %cst_2 fastmath<nnan,ninf,nsz> : f16
    %4 = scf.execute_region -> f32 {
      %expanded = tensor.expand_shape %cst_0 [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
      %alloca = memref.alloca() : memref<4xf32>
      %c1 = arith.constant 1 : index
      %subview = memref.subview %alloca[2] [%c1] [1] : memref<4xf32> to memref<?xf32, strided<[1], offset: 2>>
      %c1_i8 = arith.constant 1 : i8
      %11 = arith.floordivsi %c1_i8, %c1_i8 : i8
      scf.yield %arg2 : f32
    }
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %5 = arith.ceildivui %c2147483647_i32, %c2147483647_i32 : i32
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %6 = arith.cmpi ult, %c4611686018427387903, %c4611686018427387903 : index
    cf.cond_br %6, ^bb2(%4 : f32), ^bb2(%2 : f32)
  ^bb2(%7: f32):  // 2 preds: ^bb1, ^bb1
    scf.forall (%arg4, %arg5) in (6, 1) {
      %11 = scf.index_switch %arg5 -> i8 
      case 1 {
        %13 = tensor.empty() : tensor<3xf64>
        %cst_4 = arith.constant dense<1.000000e+00> : tensor<8x3xf64>
        %broadcasted = linalg.broadcast ins(%13 : tensor<3xf64>) outs(%cst_4 : tensor<8x3xf64>) dimensions = [0] 
        scf.yield %arg3 : i8
      }
      case 5 {
        func.call @fn.0(%arg0, %cst_1, %7, %arg3) : (vector<4xi32>, f32, f32, i8) -> ()
        cf.assert %false, ""
        %13 = memref.get_global @g0 : memref<4xi32>
        %14 = arith.maxnumf %7, %7 : f32
        scf.yield %arg3 : i8
      }
      default {
        %cst_4 = arith.constant dense<[3.000000e+00, 1.500000e-01, 1.500000e-01, 5.000000e-01]> : tensor<4xf64>
        %13 = math.ceil %cst_4 : tensor<4xf64>
        scf.yield %arg3 : i8
      }
      %cst_3 = arith.constant dense<[-1, -1, 7, -1]> : vector<4xi8>
      %sum, %overflow = arith.addui_extended %cst_3, %cst_3 : vector<4xi8>, vector<4xi1>
      %12 = arith.cmpf ord, %cst_1, %7 : f32
    }
    %c0 = arith.constant 0 : index
    %8 = arith.cmpi uge, %c0, %c0 : index
    cf.cond_br %8, ^bb3, ^bb3
  ^bb3:  // 3 preds: ^bb0, ^bb2, ^bb2
    %c-1_i32 = arith.constant -1 : i32
    %c0_i16 = arith.constant 0 : i16
    cf.br ^bb4(%c-1_i32, %c0_i16 : i32, i16)
  ^bb4(%9: i32, %10: i16):  // pred: ^bb3
    return
  }
}

