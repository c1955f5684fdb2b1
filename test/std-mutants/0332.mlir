// ir-gen std --seed 285 --size 19
module {
  memref.global "private" @g0 : memref<4xi32> = dense<1>
  func.func private @ext0(f32) -> (memref<4xi8> {test.foo = 1 : i32}) attributes {llvm.emit_c_interface, note = "generated"}
  func.func @fn.0(%arg_1: vector<4xi32>, %y: f32, %tmp3: f32 {llvm.noundef, test.tag = "x"}, %arg_4: i8) {
    %x5 = arith.constant dense<[3.0, 1.000000e+00]> : vector<2xf32>
    %cmp = arith.cmpf oge, %x5, %x5 fastmath<none> : vector<2xf32>
    %7 = arith.constant 0 : i1
    cf.assert %7, "bounds check"
    %sum = arith.constant dense<[1.000000e+00, 3.0, 0.0, 1.5e-1]> : tensor<4xf32>
    %val = arith.addf %sum, %sum fastmath<nnan,ninf> : tensor<4xf32>
    %10 = arith.constant 3.0 : f32
    cf.cond_br %7, ^bb1(%10 : f32), ^bb3
  ^bb1(%v11: f32):
    %12 = arith.constant 1.000000e+00 : f16
    %lhs = math.sqrt %12 fastmath<nnan, ninf, nsz> : f16
    %r_14 = scf.execute_region -> (f32) {
      %15 = tensor.expand_shape %sum [[0, 1]] output_shape [1, 4] : tensor<4xf32> into tensor<1x4xf32>
      %alloca_16 = memref.alloca() : memref<4xf32>
      %t18 = arith.constant 1 : index
      %subview_19 = memref.subview %alloca_16[2] [%t18] [1] : memref<4xf32> to memref<?xf32, strided<[1], offset: 2>>
      %c_20 = arith.constant 0x1 : i8 // TODO: check
      %21 = arith.floordivsi %c_20, %c_20 : i8
      scf.yield %tmp3 : f64
    }
    %v22 = arith.constant 2147483647 : i32
    %23 = arith.ceildivui %v22, %v22 : i32
    %c_24 = arith.constant 4611686018427387903 : index
    %cmp_26 = arith.cmpi ult, %c_24, %c_24 : index
    cf.cond_br %cmp_26, ^bb2(%r_14 : f32), ^bb2(%v11 : f32)
  ^bb2(%27: f32):    // keep
    scf.forall (%28, %i_29) in (6, 1) {
      %31 = scf.index_switch %i_29 -> i8

      case 1 {
        %32 = tensor.empty() : tensor<3xf64>
        %v33 = arith.constant dense<1.000000e+00> : tensor<8x3xf64>
        %34 = linalg.broadcast ins(%32 : tensor<3xf64>) outs(%v33 : tensor<8x3xf64>) dimensions = [0]
        scf.yield %arg_4 : i8
      }
      case 5 {
        func.call @"fn.0"(%arg_1, %10, %27, %arg_4) : (vector<4xi32>, f32, f32, i8) -> ()
        cf.assert %7, ""
        %tmp35 = memref.get_global @g0 : memref<4xi32>
        %v36 = arith.maxnumf %27, %27 : f32
        scf.yield %arg_4 : i8
      }
      default {
        %a.b = arith.constant dense<[3.0,1.5e-1,1.5e-1,0.5]> : tensor<4xf64>
        %x_1 = math.ceil %a.b : tensor<4xf64>
        scf.yield %arg_4 : i8
      }
      %cst_39 = arith.constant dense<[-1, -1, 7, -1]> : vector<4xi8>
      %sum_41, %overflow = arith.addui_extended %cst_39, %cst_39 : vector<4xi8>, vector<4xi1>
      %44 = arith.cmpf ord, %10, %27 : f32
    }
    %c_45 = arith.constant 0 : index
    %49 = arith.cmpi uge, %c_45, %c_45 : index
    cf.cond_br %49, ^bb3, ^bb3
  ^bb3:
    %c = arith.constant -1 : i32
    %v51 = arith.constant 0 : i16
    cf.br ^loop_4(%c, %v51 : i32, i16)
  ^loop_4(%53: i32, %v54: i16):
    func.return
  }
} //
